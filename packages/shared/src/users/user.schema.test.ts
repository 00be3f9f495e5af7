import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './user.messages.js';
import { profilePhotoOut, profileTextOut, UpdateProfileInputSchema } from './profile.schema.js';
import { SignUpInputSchema, SignUpRequestSchema } from './user.schema.js';

const valid = {
  name: 'Farhana Rahman',
  email: 'farhana@example.com',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  acceptTerms: true,
};

function firstMessage(input: unknown) {
  const result = SignUpInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('SignUpInputSchema (spec §5)', () => {
  it('accepts a valid sign-up', () => {
    expect(firstMessage(valid)).toBeNull();
  });

  it('says the password is too short', () => {
    expect(firstMessage({ ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' })).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('asks for every character class', () => {
    for (const password of ['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123']) {
      expect(firstMessage({ ...valid, password, confirmPassword: password })).toBe(
        'Password must contain at least one lowercase letter, one uppercase letter, one number and one special character',
      );
    }
  });

  it('says when the confirmation does not match', () => {
    expect(firstMessage({ ...valid, confirmPassword: 'Str0ng!pasS' })).toBe(
      'Password and Confirm Password does not match',
    );
  });

  it('needs the terms accepted', () => {
    expect(firstMessage({ ...valid, acceptTerms: false })).toBe(
      'Please Accept Terms and Conditions',
    );
  });
});

describe('SignUpRequestSchema (the sign-up endpoint, spec §5)', () => {
  const request = { name: 'Farhana', email: 'farhana@example.com', password: 'Str0ng!pass' };
  const message = (input: unknown) => {
    const result = SignUpRequestSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts the body better-auth receives, with extra keys', () => {
    expect(message({ ...request, callbackURL: '/' })).toBeNull();
  });

  it('has the messages of the form', () => {
    expect(message({ ...request, password: 'Ab1!' })).toBe(USER_MESSAGES.passwordMin);
    expect(message({ ...request, password: 'nospecial123A' })).toBe(USER_MESSAGES.passwordPattern);
    expect(message({ ...request, name: ' ' })).toBe(USER_MESSAGES.nameRequired);
  });
});

describe('UpdateProfileInputSchema photoURL and text fields', () => {
  const photo = (photoURL: string) => UpdateProfileInputSchema.safeParse({ photoURL }).success;
  it.each(['', 'N/A', '/uploads/images/a.webp', 'https://cdn.example.com/a.webp', 'http://x.io/a'])(
    'accepts %j',
    (url) => expect(photo(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'ftp://example.com/a.png',
    'uploads/a.webp',
  ])('refuses %j', (url) => expect(photo(url)).toBe(false));
  it('refuses a NUL character in any text field', () => {
    expect(UpdateProfileInputSchema.safeParse({ institution: 'BU\u0000ET' }).success).toBe(false);
    expect(UpdateProfileInputSchema.safeParse({ displayName: 'A\u0000' }).success).toBe(false);
  });
});

describe('profile fields that are not set (spec §5, decision 091)', () => {
  it("answer 'N/A' for text and '' for the photo, whatever was stored for 'not set'", () => {
    for (const stored of [null, undefined, '', '  ', 'N/A']) {
      expect(profileTextOut(stored)).toBe('N/A');
      expect(profilePhotoOut(stored)).toBe('');
    }
    expect(profileTextOut('BUET')).toBe('BUET');
    expect(profilePhotoOut('/uploads/a.webp')).toBe('/uploads/a.webp');
  });

  it("take 'N/A', '' and null back as null, and keep what is missing", () => {
    const parsed = UpdateProfileInputSchema.parse({
      displayName: 'N/A',
      institution: ' N/A ',
      phoneNumber: '',
      address: null,
      dateOfBirth: 'N/A',
      photoURL: 'N/A',
    });
    expect(parsed).toEqual({
      displayName: null,
      institution: null,
      phoneNumber: null,
      address: null,
      dateOfBirth: null,
      photoURL: null,
    });
    expect(UpdateProfileInputSchema.parse({})).toEqual({});
    expect(UpdateProfileInputSchema.parse({ dateOfBirth: '1995-04-12' })).toEqual({
      dateOfBirth: '1995-04-12',
    });
    expect(UpdateProfileInputSchema.safeParse({ dateOfBirth: '12/04/1995' }).success).toBe(false);
  });
});
