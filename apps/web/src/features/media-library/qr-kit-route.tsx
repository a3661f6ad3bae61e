import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { QrKitCard } from './qr-kit-card.tsx';

/** /guidePanel/{guideId}/qrcodes: the printable QR cards of each journey, with its own navigation entry. */
export function Component() {
  const { guideId = '' } = useParams();
  return (
    <Container size="lg" py="xl" px="md">
      <QrKitCard guideId={guideId} />
    </Container>
  );
}
