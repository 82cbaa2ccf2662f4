import { QUESTION_CATEGORY_LABELS, type Question, type QuestionCategory, refusalMessage } from '@qip/shared-contracts';
import { Button, ErrorText, Modal, Tab, TabList, TabPanel, Tabs, TextAreaField } from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { useCustomItems } from '../hooks/useCustomItems';

/** The tab of a custom item sets its status: Goal 2, Strength 1. */
export const CUSTOM_KINDS = [
  { status: 2, label: 'Goal' },
  { status: 1, label: 'Strength' },
] as const;
export type CustomStatus = (typeof CUSTOM_KINDS)[number]['status'];

export const CUSTOM_SAVE_FAILED = 'Your goal or strength could not be saved. It is still here: please try again.';

const Where = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CustomItemTarget {
  centerId: string;
  elementId: string;
  elementLabel: string;
  category: QuestionCategory;
}

/**
 * Adds a custom goal or strength to an element, or edits one. On edit, the status is sent only
 * when the tab changed, and nothing is saved when nothing changed.
 */
export function CustomItemModal({
  target,
  item,
  onClose,
  onSaved,
}: {
  target: CustomItemTarget;
  /** The item being edited; absent when adding. */
  item?: Question;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useCustomItems();
  const [failure, setFailure] = useState<string | null>(null);
  const originalStatus: CustomStatus = item?.status === 1 ? 1 : 2;
  const validate = ({ description }: { description: string }) =>
    description.trim() === '' ? { description: 'This field is required.' } : {};

  return (
    <Formik
      initialValues={{ status: originalStatus, description: item?.description ?? '' }}
      validate={validate}
      onSubmit={async ({ status, description }) => {
        setFailure(null);
        const text = description.trim();
        try {
          if (!item) {
            await api.create({
              title: 'custom',
              type: target.category,
              center_id: target.centerId,
              description: text,
              category_id: target.elementId,
              label: target.elementLabel,
              status,
            });
          } else {
            const changes = {
              ...(text !== item.description ? { description: text } : {}),
              ...(status !== originalStatus ? { status } : {}),
            };
            if (Object.keys(changes).length === 0) {
              onClose();
              return;
            }
            await api.update(item.id, { center_id: target.centerId, qId: item.id, ...changes });
          }
          onSaved();
        } catch (error) {
          setFailure(refusalMessage(error, CUSTOM_SAVE_FAILED));
        }
      }}
    >
      {({ values, isSubmitting, submitForm, setFieldValue }) => {
        const kind = values.status === 1 ? 'strength' : 'goal';
        return (
          <Modal
            open
            onOpenChange={(next) => {
              if (!next && !isSubmitting) onClose();
            }}
            title={item ? `Edit this ${kind}` : 'Add your custom goals or strengths'}
            footer={
              <>
                <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button onClick={() => void submitForm()} busy={isSubmitting} busyLabel="Saving...">
                  {item ? 'Save changes' : `Add ${kind}`}
                </Button>
              </>
            }
          >
            <Form>
              <Where>
                Element {target.elementLabel} · {QUESTION_CATEGORY_LABELS[target.category]}
              </Where>
              <Tabs
                value={String(values.status)}
                onValueChange={(next) => void setFieldValue('status', next === '1' ? 1 : 2)}
              >
                <TabList aria-label="Kind">
                  {CUSTOM_KINDS.map((option) => (
                    <Tab key={option.status} value={String(option.status)}>
                      {option.label}
                    </Tab>
                  ))}
                </TabList>
                {CUSTOM_KINDS.map((option) => (
                  <TabPanel key={option.status} value={String(option.status)}>
                    <TextAreaField
                      name="description"
                      label={option.status === 1 ? 'Describe your strength' : 'Describe your goal'}
                      hint={
                        option.status === 1
                          ? 'What your service does well here, in your own words.'
                          : 'What you want to improve here, in your own words.'
                      }
                      required
                      rows={5}
                      maxLength={2000}
                      disabled={isSubmitting}
                    />
                  </TabPanel>
                ))}
              </Tabs>
              {failure && <ErrorText role="alert">{failure}</ErrorText>}
            </Form>
          </Modal>
        );
      }}
    </Formik>
  );
}
