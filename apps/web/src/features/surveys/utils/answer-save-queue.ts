import type { AnswerValue, SurveyAnswers } from '@app/domain/surveys';

const sameAnswer = (a: AnswerValue | undefined, b: AnswerValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Sends answers one after another, so the server stores them in the order they were given, and
 * remembers what each question was last sent with: leaving a text field and then pressing Next
 * saves once, and a failed save is sent again on the next try.
 */
export class AnswerSaveQueue {
  private tail: Promise<boolean> = Promise.resolve(true);
  private sent: SurveyAnswers = {};
  private lastOf: Record<string, Promise<boolean>> = {};

  /** The answers the server already holds (loaded with the survey). */
  reset(saved: SurveyAnswers): void {
    this.sent = { ...saved };
    this.lastOf = {};
  }

  /** Whether this exact answer was sent (or is on its way). */
  isSent(questionId: string, value: AnswerValue): boolean {
    return sameAnswer(this.sent[questionId], value);
  }

  /** The result of the last save of a question (true when it was never saved here). */
  lastResultOf(questionId: string): Promise<boolean> {
    return this.lastOf[questionId] ?? Promise.resolve(true);
  }

  /** Resolves once every queued save has finished. */
  async settled(): Promise<void> {
    await this.tail;
  }

  /** Queues `send` for the answer; it resolves to false when the save failed. */
  enqueue(questionId: string, value: AnswerValue, send: () => Promise<boolean>): Promise<boolean> {
    const previous = this.sent[questionId];
    this.sent = { ...this.sent, [questionId]: value };
    const run = async () => {
      const isSaved = await send();
      if (!isSaved && sameAnswer(this.sent[questionId], value)) {
        const { [questionId]: _failed, ...rest } = this.sent;
        this.sent = previous === undefined ? rest : { ...rest, [questionId]: previous };
      }
      return isSaved;
    };
    this.tail = this.tail.then(run, run);
    this.lastOf[questionId] = this.tail;
    return this.tail;
  }
}
