import { useId } from 'react';
import classes from './segmented-switch.module.css';

export interface SegmentedSwitchProps<Value extends string> {
  value: Value;
  onChange: (value: Value) => void;
  data: ReadonlyArray<{ value: Value; label: string }>;
  'aria-label': string;
  'data-testid'?: string;
  /** Hidden from Mantine's md breakpoint (62em) up, in CSS, as the server-drawn page is. */
  hiddenFromMd?: boolean;
}

/**
 * A choice of a few options drawn as one pill, like Mantine's SegmentedControl but in CSS alone:
 * native radio buttons in their labels (keyboard, screen readers and early taps behave as with
 * any radio group) and no floating indicator, which measured the freshly drawn page in the same
 * task as React's commit (a forced layout of the whole guide page on a phone).
 */
export function SegmentedSwitch<Value extends string>({
  value,
  onChange,
  data,
  'aria-label': label,
  'data-testid': testId,
  hiddenFromMd = false,
}: SegmentedSwitchProps<Value>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-hidden-from-md={hiddenFromMd || undefined}
      data-testid={testId}
    >
      {data.map((option) => (
        <label key={option.value} className={classes.option} data-active={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
