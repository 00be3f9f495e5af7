import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from './audit-fields';
import { AUDIT_ACTION_TEXTS, AUDIT_FIELD_TEXTS } from './audit-texts';

describe("the audit log's texts (decision 330)", () => {
  it("are the shared action labels word for word, every action's", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_TEXTS[action].message).toBe(AUDIT_ACTION_LABELS[action]);
    }
  });

  it('name each field the log knows as it does in English', () => {
    expect(Object.keys(AUDIT_FIELD_TEXTS)).toEqual(Object.keys(FIELD_LABELS));
    for (const [field, english] of Object.entries(FIELD_LABELS)) {
      expect(AUDIT_FIELD_TEXTS[field]?.message).toBe(english);
    }
  });
});
