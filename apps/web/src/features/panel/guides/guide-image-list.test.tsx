import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { emptyGuideForm } from './guide-form.ts';
import { GuideFormProvider, useGuideForm } from './guide-form-context.ts';
import { GuideImageList } from './guide-image-list.tsx';

function Harness() {
  const form = useGuideForm({
    initialValues: {
      ...emptyGuideForm,
      frontImages: ['/a.png', '/b.png'],
      aboutGuide: { ...emptyGuideForm.aboutGuide, images: ['/c.png'] },
    },
  });
  const values = form.getValues();
  return (
    <GuideFormProvider form={form}>
      <GuideImageList
        guideId={undefined}
        path="frontImages"
        urls={values.frontImages}
        label="Front"
        addLabel="Add front"
      />
      <output data-testid="values">{JSON.stringify([values.frontImages, values.aboutGuide.images])}</output>
    </GuideFormProvider>
  );
}

describe('GuideImageList', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLocale('en');
    await loadPanelMessages();
  });

  it('removes and adds images of its own list only', () => {
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    const removes = screen.getAllByRole('button', { name: /./ }).filter((button) => button.textContent === '');
    expect(removes).toHaveLength(2);
    fireEvent.click(removes[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Add front' }));
    expect(screen.getByTestId('values').textContent).toBe(JSON.stringify([['/b.png', ''], ['/c.png']]));
  });
});
