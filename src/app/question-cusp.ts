/**
 * Use case: POST /api/v1/question-cusp and POST /api/question/cusp. Classifies a question without
 * casting a chart (api-contract "POST /api/v1/question-cusp"; decisions.md "Questions").
 */
import { eventById, SUBLORD_METHOD_RULE } from '../engine/kp/events.js';
import { classifyQuestion } from '../engine/question/classify.js';

export interface QuestionCuspInput {
  question: string;
  in_india?: boolean;
}

/** The contract body (snake_case), in a fixed key order so output is byte-stable. */
export function questionCusp(body: QuestionCuspInput) {
  const c = classifyQuestion(body.question, { inIndia: body.in_india ?? true });
  // The classifier only returns catalog ids (`general` when nothing matched).
  const rule = eventById(c.eventId)?.rule ?? SUBLORD_METHOD_RULE;
  return {
    ok: c.ok,
    message: c.message,
    event_id: c.eventId,
    category: c.category,
    primary_cusp: c.primaryCusp,
    required_houses: c.requiredHouses,
    negating_houses: c.negatingHouses,
    relative: c.relative === null ? null : { who: c.relative.who, house: c.relative.house },
    negated: c.negated,
    classification_confidence: c.confidence,
    notice_kind: c.noticeKind,
    multi_question_notice: c.multiQuestionNotice,
    doctrine: {
      corroboration: c.doctrine.corroboration,
      note: c.doctrine.note,
      basis: rule.basis,
      rule_source: rule.source,
    },
  };
}
