// Styles of Mantine's SegmentedControl, loaded with the chunks that use one.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
