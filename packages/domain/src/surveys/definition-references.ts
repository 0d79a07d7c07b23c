import type { z } from 'zod';
import { offeredValues } from './question-options';

/** The parts of a question that other parts of the definition refer to (structural: see question-options). */
interface ReferencedQuestion {
  id: string;
  type: string;
  title: string;
  titleHighlight?: string | undefined;
  choices?: readonly { value: string; text: string; category?: string | undefined; clearOtherValues?: boolean | undefined; orderBelowAge35?: number | undefined; orderAboveAge35?: number | undefined }[] | undefined;
  photoData?: readonly { perspective: string }[] | undefined;
  categories?: readonly { id: string }[] | undefined;
  validators?: readonly unknown[] | undefined;
  visibleIf?: { question: string; anyOf: readonly string[] } | undefined;
  ineligibleIf?: { answers: readonly string[] } | undefined;
  redirectIf?: { answers: readonly string[] } | undefined;
}

const AUTHORED = new Set(['radio-list', 'icon-radio', 'image-picker', 'checkbox-list']);
const OPTION_TYPES = new Set(['radio-list', 'icon-radio', 'image-picker', 'is-information-accurate', 'previous-formula', 'checkbox-list']);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/**
 * Cross-field rules zod cannot express per field: unique ids, options only where a type has them,
 * and every condition referring to an earlier question and to values that question offers.
 */
export function checkDefinitionReferences(
  definition: { pages: readonly { questions: readonly [ReferencedQuestion] }[] },
  ctx: z.RefinementCtx,
): void {
  const report = (pageIndex: number, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: ['pages', pageIndex, 'questions', 0] });
  const earlier = new Map<string, ReferencedQuestion>();

  definition.pages.forEach((page, pageIndex) => {
    const question = page.questions[0];
    const fail = (message: string) => report(pageIndex, `${question.id}: ${message}`);
    if (earlier.has(question.id)) {
      fail('question id is used twice');
    }
    checkOwnShape(question, fail);

    const offered = offeredValues(question);
    for (const rule of [question.ineligibleIf, question.redirectIf]) {
      if (rule && !OPTION_TYPES.has(question.type)) {
        fail('conditions on answers need a question with options');
      }
      for (const value of rule?.answers ?? []) {
        if (!offered.includes(value)) {
          fail(`condition refers to "${value}", which is not offered`);
        }
      }
    }
    if (question.visibleIf) {
      const source = earlier.get(question.visibleIf.question);
      if (!source) {
        fail(`visibleIf refers to "${question.visibleIf.question}", which is not an earlier question`);
      } else {
        const sourceValues = offeredValues(source);
        for (const value of question.visibleIf.anyOf) {
          if (!sourceValues.includes(value)) {
            fail(`visibleIf refers to "${value}", which "${source.id}" does not offer`);
          }
        }
      }
    }
    earlier.set(question.id, question);
  });
}

function checkOwnShape(question: ReferencedQuestion, fail: (message: string) => void): void {
  const isAuthored = AUTHORED.has(question.type);
  const choices = question.choices ?? [];
  if (isAuthored !== (question.choices !== undefined)) {
    fail(isAuthored ? 'this type needs choices' : 'this type brings its own options; remove choices');
  }
  for (const value of duplicates(choices.map((choice) => choice.value))) {
    fail(`choice value "${value}" is used twice`);
  }
  if ((question.type === 'photo-upload') !== (question.photoData !== undefined)) {
    fail('photoData belongs to photo-upload questions, which need it');
  }
  for (const perspective of duplicates((question.photoData ?? []).map((photo) => photo.perspective))) {
    fail(`photo type "${perspective}" is asked for twice`);
  }
  if (question.validators !== undefined && question.type !== 'text-input') {
    fail('validators belong to text-input questions');
  }
  if (question.titleHighlight !== undefined && !question.title.includes(question.titleHighlight)) {
    fail('titleHighlight must be part of the title');
  }
  const isCheckbox = question.type === 'checkbox-list';
  if (question.categories !== undefined && !isCheckbox) {
    fail('categories belong to checkbox-list questions');
  }
  const categoryIds = (question.categories ?? []).map((category) => category.id);
  for (const id of duplicates(categoryIds)) {
    fail(`category "${id}" is defined twice`);
  }
  for (const choice of choices) {
    if (choice.category !== undefined && !categoryIds.includes(choice.category)) {
      fail(`choice "${choice.value}" has unknown category "${choice.category}"`);
    }
    const hasCheckboxOnlyProperty =
      choice.clearOtherValues === true || choice.orderBelowAge35 !== undefined || choice.orderAboveAge35 !== undefined;
    if (hasCheckboxOnlyProperty && !isCheckbox) {
      fail(`choice "${choice.value}": clearOtherValues and age ordering belong to checkbox lists`);
    }
  }
}
