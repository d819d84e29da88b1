import { describe, expect, it } from 'vitest';
import { CONTENT_MSG } from '../constants/content';
import { FEED_MSG } from '../constants/feed';
import { MSG } from '../constants/messages';
import { languageFromAcceptLanguage, languageFromTags } from './languages';
import { messageHash } from './messageHash';
import { MESSAGE_TEMPLATES, describeMessage, englishMessages, fieldLabelCode } from './messageKeys';
import CONTENT_MSG_SW from './sw/CONTENT_MSG.json';
import FEED_MSG_SW from './sw/FEED_MSG.json';
import MSG_SW from './sw/MSG.json';
import SEARCH_MSG_SW from './sw/SEARCH_MSG.json';
import SESSION_MSG_SW from './sw/SESSION_MSG.json';
import GROUP_MSG_SW from './sw/GROUP_MSG.json';
import CLAIM_MSG_SW from './sw/CLAIM_MSG.json';
import INSTITUTION_MSG_SW from './sw/INSTITUTION_MSG.json';
import AFFILIATION_MSG_SW from './sw/AFFILIATION_MSG.json';
import NOTIFICATION_MSG_SW from './sw/NOTIFICATION_MSG.json';
import MEMBER_INVITE_MSG_SW from './sw/MEMBER_INVITE_MSG.json';
import INSIGHTS_MSG_SW from './sw/INSIGHTS_MSG.json';
import MODERATION_MSG_SW from './sw/MODERATION_MSG.json';
import PHONE_MSG_SW from './sw/PHONE_MSG.json';
import YOUTH_MSG_SW from './sw/YOUTH_MSG.json';

/** The Kiswahili files, one per message map (sw/MSG.json also holds the FIELD names). */
const swFiles: Record<string, Record<string, string>> = {
  MSG: MSG_SW,
  CONTENT_MSG: CONTENT_MSG_SW,
  FEED_MSG: FEED_MSG_SW,
  SESSION_MSG: SESSION_MSG_SW,
  SEARCH_MSG: SEARCH_MSG_SW,
  GROUP_MSG: GROUP_MSG_SW,
  CLAIM_MSG: CLAIM_MSG_SW,
  INSTITUTION_MSG: INSTITUTION_MSG_SW,
  AFFILIATION_MSG: AFFILIATION_MSG_SW,
  NOTIFICATION_MSG: NOTIFICATION_MSG_SW,
  MEMBER_INVITE_MSG: MEMBER_INVITE_MSG_SW,
  INSIGHTS_MSG: INSIGHTS_MSG_SW,
  MODERATION_MSG: MODERATION_MSG_SW,
  PHONE_MSG: PHONE_MSG_SW,
  YOUTH_MSG: YOUTH_MSG_SW,
};
const sw: Record<string, string> = Object.assign({}, ...Object.values(swFiles));

/** Fills an ICU template's plain {arguments} (all the shared templates use). */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('shared message codes', () => {
  it('every message that takes values has a template that gives exactly its English text', () => {
    expect(fill(MESSAGE_TEMPLATES['MSG.tooLong'], { field: 'First name', max: 80 })).toBe(MSG.tooLong('First name', 80));
    expect(fill(MESSAGE_TEMPLATES['MSG.tooMany'], { max: 30 })).toBe(MSG.tooMany(30));
    expect(fill(MESSAGE_TEMPLATES['CONTENT_MSG.numberInvalid'], { field: 'Duration' })).toBe(CONTENT_MSG.numberInvalid('Duration'));
  });

  it('when a text is a shared message, then its code names the map and key, and the code gives the text back', () => {
    const english = englishMessages();
    for (const [code, text] of Object.entries(english)) {
      if (code.startsWith('FIELD.') || MESSAGE_TEMPLATES[code]) continue;
      const found = describeMessage(text);
      expect(found, code).not.toBeNull();
      // A text used twice (feedbackThanks) gets the first code; it must still be the same words.
      expect(english[found!.key]).toBe(text);
    }
    expect(describeMessage(MSG.emailRequired)).toEqual({ key: 'MSG.emailRequired' });
    expect(describeMessage(FEED_MSG.postCreated)).toEqual({ key: 'FEED_MSG.postCreated' });
  });

  it('when a message has values, then they come back typed, and field names have their own codes', () => {
    expect(describeMessage(MSG.tooLong('Institution name', 120))).toEqual({
      key: 'MSG.tooLong',
      params: { field: 'Institution name', max: 120 },
    });
    expect(describeMessage(CONTENT_MSG.numberInvalid('Number of students'))).toEqual({
      key: 'CONTENT_MSG.numberInvalid',
      params: { field: 'Number of students' },
    });
    expect(fieldLabelCode('Institution name')).toBe('FIELD.institutionName');
    expect(fieldLabelCode('Nope')).toBeNull();
  });

  it('when a text is not a shared message, then it has no code', () => {
    expect(describeMessage('skip must be a number')).toBeNull();
    expect(describeMessage('')).toBeNull();
  });

  it('the Kiswahili catalogue has every code and nothing else, each map in its own file; texts that are the same in English are the same in Kiswahili', () => {
    const english = englishMessages();
    expect(Object.keys(sw).sort()).toEqual(Object.keys(english).sort());
    for (const [file, messages] of Object.entries(swFiles)) {
      for (const code of Object.keys(messages))
        expect(code.startsWith(`${file}.`) || (file === 'MSG' && code.startsWith('FIELD.')), `${code} in sw/${file}.json`).toBe(true);
    }
    const byEnglish = new Map<string, string>();
    for (const [code, text] of Object.entries(english)) {
      const translated = sw[code];
      expect(translated.trim(), code).not.toBe('');
      if (code.startsWith('FIELD.')) continue;
      const seen = byEnglish.get(text);
      if (seen !== undefined) expect(translated, code).toBe(seen);
      else byEnglish.set(text, translated);
    }
  });
});

describe('message hashes', () => {
  it('no two different English texts (messages, templates, field names) share a hash', () => {
    const byHash = new Map<string, string>();
    for (const text of Object.values(englishMessages())) {
      const seen = byHash.get(messageHash(text));
      if (seen !== undefined) expect(seen).toBe(text);
      byHash.set(messageHash(text), text);
    }
    expect(byHash.size).toBeGreaterThan(200);
    expect(messageHash('Email is required')).toBe(messageHash('Email is required'));
    expect(messageHash('Email is required')).not.toBe(messageHash('Email is required.'));
  });
});

describe('language detection', () => {
  it('when the first language we have is Kiswahili (any region), then Kiswahili; otherwise English', () => {
    expect(languageFromTags(['sw-TZ', 'en'])).toBe('sw');
    expect(languageFromTags(['fr-FR', 'sw_KE'])).toBe('sw');
    expect(languageFromTags(['en-GB', 'sw'])).toBe('en');
    expect(languageFromTags(['fr', 'de'])).toBe('en');
    expect(languageFromTags([])).toBe('en');
  });
  it('reads Accept-Language by its q-values', () => {
    expect(languageFromAcceptLanguage('sw-TZ,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(languageFromAcceptLanguage('en;q=0.5, sw;q=0.9')).toBe('sw');
    expect(languageFromAcceptLanguage('sw;q=0, en')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
  });
});
