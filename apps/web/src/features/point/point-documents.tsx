import { Button, Stack, VisuallyHidden } from '@mantine/core';
import type { Media } from '@percurso/shared';
import { IconExternalLink, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';

function fileName(url: string): string {
  const last = url.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** PDF and document links; they open in a new tab so the guide stays where it was. */
export function PointDocuments({ documents }: { documents: Media[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Stack gap="xs">
      {documents.map((document) => {
        const isPdf = document.fileType === 'pdf';
        const label = localize(document.name) || localize(document.caption) || fileName(document.url);
        return (
          <Button
            key={document.url}
            component="a"
            href={document.url}
            target="_blank"
            rel="noopener"
            variant="default"
            size="md"
            radius="md"
            fullWidth
            justify="space-between"
            leftSection={isPdf ? <IconFileTypePdf size={22} color="#d9480f" /> : <IconFileText size={22} />}
            rightSection={<IconExternalLink size={16} />}
            data-testid="point-document"
            data-file-type={document.fileType}
          >
            {label}
            <VisuallyHidden>
              {` ${t(isPdf ? 'visitor.point.document_pdf' : 'visitor.point.document_doc')} ${t('common.new_tab')}`}
            </VisuallyHidden>
          </Button>
        );
      })}
    </Stack>
  );
}
