// The UI kit's parts of the styleguide, each live and working: buttons, form fields (a real form
// with the shop's form approach, and every state side by side), popups, the confirm popup,
// pagination and loading placeholders.
import { useState } from 'react';
import { z } from 'zod/mini';
import { Button, ButtonRow, LinkButton, Skeleton, SkeletonText, sharedTexts } from '@kraanvogel/shared';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import styled from 'styled-components';
import { texts } from '@/texts';
import { Checkbox, ConfirmDialog, Modal, Pagination, RadioGroup, SelectField, SidePopup, TextArea, TextField } from '@kraanvogel/shared/screens';

const t = texts.styleguidePage;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  align-items: start;
`;

const Demo = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 32rem;
  padding: 1rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
`;

function Buttons() {
  const s = t.buttonSamples;
  return (
    <Row>
      <Button>{s.primary}</Button>
      <Button variant="secondary">{s.secondary}</Button>
      <Button disabled>{s.disabled}</Button>
      <LinkButton to="/winkelwagen" variant="secondary">
        {s.link}
      </LinkButton>
    </Row>
  );
}

const demoSchema = z.object({ name: textRule({ max: 50 }), reference: textRule({ required: false, max: 10 }) });
type Demo = z.infer<typeof demoSchema>;

function FormDemo() {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<Demo>(demoSchema, { defaultValues: { name: '', reference: '' } });
  return (
    <Demo noValidate aria-label={t.formDemo} onSubmit={handleSubmit((v) => setDone(t.formDemoDone(v.name)))} data-testid="styleguide-form">
      <strong>{t.formDemoLegend}</strong>
      <TextField label={t.formDemoName} error={errors.name} {...register('name')} />
      <TextField label={t.formDemoReference} error={errors.reference} {...register('reference')} />
      <ButtonRow>
        <Button type="submit">{t.formDemoSubmit}</Button>
      </ButtonRow>
      {done && <p role="status">{done}</p>}
    </Demo>
  );
}

function FieldStates() {
  const v = sharedTexts.validation;
  return (
    <Grid data-testid="styleguide-field-states">
      <TextField label={t.stateEmpty} />
      <TextField label={t.stateFilled} defaultValue={t.stateFilledValue} />
      <TextField label={t.stateHint} hint={t.stateHintText} />
      <TextField label={t.stateDisabled} defaultValue={t.stateFilledValue} disabled />
      <TextField label={t.stateRequired} error={v.required} />
      <TextField label={t.stateTooLong} defaultValue={t.stateTooLongValue} error={v.maxLength(10)} />
      <SelectField label={t.select} options={t.selectOptions} />
      <TextArea label={t.textareaLabel} rows={3} />
      <Checkbox label={t.checkboxLabel} defaultChecked />
      <RadioGroup label={t.radios} name="styleguide-radios" options={t.selectOptions} defaultValue="bezorgen" />
    </Grid>
  );
}

function Fields() {
  return (
    <>
      <p>{t.fieldsIntro}</p>
      <FormDemo />
      <h3>{t.fieldStates}</h3>
      <FieldStates />
    </>
  );
}

function Popups() {
  const [open, setOpen] = useState<'modal' | 'side' | null>(null);
  return (
    <>
      <p>{t.popupsIntro}</p>
      <Row>
        <Button onClick={() => setOpen('modal')}>{t.openModal}</Button>
        <Button variant="secondary" onClick={() => setOpen('side')}>
          {t.openSide}
        </Button>
      </Row>
      {open === 'modal' && (
        <Modal title={t.modalTitle} onClose={() => setOpen(null)} testId="styleguide-modal">
          <p>{t.modalText}</p>
          <ButtonRow>
            <Button onClick={() => setOpen(null)}>{t.close}</Button>
          </ButtonRow>
        </Modal>
      )}
      {open === 'side' && (
        <SidePopup title={t.sideTitle} onClose={() => setOpen(null)} testId="styleguide-side-popup">
          <p>{t.sideText}</p>
        </SidePopup>
      )}
    </>
  );
}

function Confirm() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <>
      <p>{t.confirmIntro}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.openConfirm}
      </Button>
      {outcome && <p role="status">{outcome}</p>}
      {open && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmText}
          confirmText={t.confirmYes}
          onConfirm={() => {
            setOpen(false);
            setOutcome(t.confirmed);
          }}
          onCancel={() => {
            setOpen(false);
            setOutcome(t.cancelled);
          }}
        />
      )}
    </>
  );
}

function PaginationDemo() {
  const [page, setPage] = useState(4);
  return (
    <>
      <p aria-live="polite">{t.paginationAt(page, 12)}</p>
      <Pagination page={page} pages={12} label={t.paginationExample} onPageChange={setPage} />
    </>
  );
}

function Loading() {
  return (
    <>
      <p>{t.skeletonIntro}</p>
      <Grid>
        <Skeleton $height="8rem" />
        <SkeletonText lines={3} />
      </Grid>
    </>
  );
}

export const kitSections = [
  { id: 'knoppen', title: t.buttons, node: <Buttons /> },
  { id: 'formuliervelden', title: t.fields, node: <Fields /> },
  { id: 'popups', title: t.popups, node: <Popups /> },
  { id: 'bevestigingspopup', title: t.confirm, node: <Confirm /> },
  { id: 'paginering', title: t.pagination, node: <PaginationDemo /> },
  { id: 'laden', title: t.skeleton, node: <Loading /> },
];
