import type { AnyObjectSchema } from 'yup';
import {
  MESSAGES,
  accountSchema,
  addressSchema,
  checkoutSchema,
  createOrderSchema,
  emailOtpSchema,
  emailStepSchema,
  loadCommonPasswords,
  loginSchema,
  otpSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  updateUserSchema,
  verifyEmailSchema,
  PHONE_REGEX,
  POSTAL_CODE_REGEX,
  TEXT_LIMITS,
} from '@storefront/shared/validation';
import { COMMON_PASSWORD_COUNT } from './password-rules';

/** Field → first message, as Formik shows them. */
async function errorsOf(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    const out: Record<string, string> = {};
    for (const e of (err as { inner: { path: string; message: string }[] }).inner) {
      if (!(e.path in out)) out[e.path] = e.message;
    }
    return out;
  }
}

describe('spec messages', () => {
  it('are written exactly as the spec has them', () => {
    expect(MESSAGES.phoneInvalid).toBe('Invalid Pakistani phone number. Format: 03XXXXXXXXX');
    expect(MESSAGES.postalCodeInvalid).toBe('Invalid Pakistani postalCode');
    expect(MESSAGES.otpInvalid).toBe('Please enter a valid 6-digit OTP');
    expect(MESSAGES.otpLength).toBe('OTP must be 6 digits');
  });

  it('lists every message once', () => {
    const values = Object.values(MESSAGES);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('regular expressions', () => {
  it.each(['03001234567', '03451234567'])('accepts phone %s', (p) => expect(PHONE_REGEX.test(p)).toBe(true));
  it.each(['3001234567', '0300123456', '030012345678', '04001234567', '+923001234567', '0300-1234567'])(
    'rejects phone %s',
    (p) => expect(PHONE_REGEX.test(p)).toBe(false),
  );
  it('accepts exactly 5 postal digits', () => {
    expect(POSTAL_CODE_REGEX.test('54000')).toBe(true);
    expect(POSTAL_CODE_REGEX.test('5400')).toBe(false);
    expect(POSTAL_CODE_REGEX.test('540000')).toBe(false);
    expect(POSTAL_CODE_REGEX.test('54a00')).toBe(false);
  });
});

describe('phone numbers as people write them', () => {
  it.each([
    ['03001234567', '03001234567'],
    [' 0300-1234567 ', '03001234567'],
    ['0300 123 4567', '03001234567'],
    ['+923001234567', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['+92-300-1234567', '03001234567'],
    ['00923001234567', '03001234567'],
    ['923001234567', '03001234567'],
  ])('%p is kept and sent as %p, in every form with a phone', async (typed, national) => {
    expect(await errorsOf(accountSchema, { name: 'A', email: 'a@b.pk', phone: typed })).toEqual({});
    expect(accountSchema.cast({ name: 'A', email: 'a@b.pk', phone: typed }).phone).toBe(national);
    expect(
      registerSchema.cast({ name: 'A', email: 'a@b.pk', phone: typed, password: 'x', confirmPassword: 'x' }).phone,
    ).toBe(national);
    expect(addressSchema.cast({ address: 'A', stateId: 1, cityId: 2, postalCode: '54000', phone: typed }).phone).toBe(
      national,
    );
  });

  it.each([
    '+92 42 1234567',
    '+9203001234567',
    '+443001234567',
    '92300123456',
    '0300.1234567',
    '0300-123456',
    '(0300) 1234567',
  ])('still refuses %p with the spec message', async (typed) => {
    expect(await errorsOf(accountSchema, { name: 'A', email: 'a@b.pk', phone: typed })).toEqual({
      phone: 'Invalid Pakistani phone number. Format: 03XXXXXXXXX',
    });
  });

  it('treats only separators as empty', async () => {
    expect(
      await errorsOf(registerSchema, {
        name: 'A',
        email: 'a@b.pk',
        phone: ' - ',
        password: 'amber7fox',
        confirmPassword: 'amber7fox',
      }),
    ).toEqual({ phone: 'Phone number is required' });
  });
});

describe('loginSchema', () => {
  it('requires e-mail and password', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('accepts filled values', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.pk', password: 'x' })).toEqual({});
  });
});

describe('registerSchema', () => {
  const valid = {
    name: 'Ayesha',
    email: 'ayesha@example.pk',
    phone: '03001234567',
    password: 'amber7fox',
    confirmPassword: 'amber7fox',
  };

  it('accepts a valid registration', async () => {
    expect(await errorsOf(registerSchema, valid)).toEqual({});
  });
  it('keeps a name as it is addressed: trimmed, one space between words', () => {
    expect(registerSchema.cast({ ...valid, name: '  Ayesha \t  Khan  ' }).name).toBe('Ayesha Khan');
    expect(accountSchema.cast({ name: 'Ali   Raza', email: 'ali@example.pk', phone: '03001234567' }).name).toBe(
      'Ali Raza',
    );
  });
  it('counts a name made only of invisible characters as missing, and drops hidden controls', async () => {
    for (const name of ['\u200B\u200B', '\u00A0\u3000', '\u202E\u2066', '\u0000\u0007']) {
      expect((await errorsOf(registerSchema, { ...valid, name })).name).toBe('Name is required');
    }
    expect(registerSchema.cast({ ...valid, name: '\u202EAyesha\u0000 Khan' }).name).toBe('Ayesha Khan');
    // Joiners inside a word belong to how some scripts are written; they stay.
    expect(registerSchema.cast({ ...valid, name: 'مہ\u200Cنور' }).name).toBe('مہ\u200Cنور');
  });
  it('gives every required message', async () => {
    expect(
      await errorsOf(registerSchema, { name: ' ', email: '', phone: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });
  it('checks the @, the phone format, the length and the match', async () => {
    expect(
      await errorsOf(registerSchema, {
        ...valid,
        email: 'ayesha.example.pk',
        phone: '0300123',
        password: 'abc12',
        confirmPassword: 'abc13',
      }),
    ).toEqual({
      email: 'Please enter a valid email',
      phone: 'Invalid Pakistani phone number. Format: 03XXXXXXXXX',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
  it.each(['ali@@x.pk', 'ali@x_y.pk', 'ali @x.pk'])(
    'refuses %p, which has an @ but that Account Details could never save later',
    async (email) => {
      expect(await errorsOf(registerSchema, { ...valid, email })).toEqual({ email: 'Please enter a valid email' });
      expect((await errorsOf(accountSchema, { name: 'A', email, phone: valid.phone })).email).toBe('Email is invalid');
    },
  );
});

describe('new passwords: the spec lengths, then no spaces only, no common one, not the e-mail', () => {
  const register = (password: string, email = 'ayesha@example.pk') =>
    errorsOf(registerSchema, { name: 'Ayesha', email, phone: '03001234567', password, confirmPassword: password });

  it('loads the 10,000 most common passwords once, lower-case', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBe(COMMON_PASSWORD_COUNT);
    expect(await loadCommonPasswords()).toBe(list);
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou']) expect(list.has(password)).toBe(true);
  });

  it('ships exactly the first 10,000 of the ranked list it names as its source', async () => {
    const { default: ranked } = await import('@zxcvbn-ts/language-common/src/passwords.json');
    const { default: shipped } = await import('./common-passwords.json');
    expect(shipped).toEqual(ranked.slice(0, COMMON_PASSWORD_COUNT));
  });

  it.each([
    ['      ', MESSAGES.passwordBlank],
    ['123456', MESSAGES.passwordCommon],
    ['password', MESSAGES.passwordCommon],
    ['PASSWORD', MESSAGES.passwordCommon],
    [' letmein ', MESSAGES.passwordCommon],
    ['AYESHA@example.pk', MESSAGES.passwordIsEmail],
    ['12345', MESSAGES.passwordMin6],
  ])('registration refuses %j', async (password, message) => {
    expect(await register(password)).toEqual({ password: message });
  });

  it('the reset request and the account change apply the same rules', async () => {
    const reset = { email: 'ali@example.pk', otp: '123456' };
    expect(await errorsOf(resetPasswordRequestSchema, { ...reset, password: 'Ali@Example.pk' })).toEqual({
      password: MESSAGES.passwordIsEmail,
    });
    expect(await errorsOf(resetPasswordRequestSchema, { ...reset, password: 'football' })).toEqual({
      password: MESSAGES.passwordCommon,
    });
    const change = { currentPassword: 'amber7fox', confirmNewPassword: undefined };
    const account = accountSchema.concat(passwordChangeSchema);
    const withAccount = (newPassword: string) =>
      errorsOf(account, {
        name: 'Ali',
        email: 'ali@example.pk',
        phone: '03001234567',
        ...change,
        newPassword,
        confirmNewPassword: newPassword,
      });
    expect(await withAccount('ALI@EXAMPLE.PK')).toEqual({ newPassword: MESSAGES.passwordIsEmail });
    expect(await withAccount('baseball')).toEqual({ newPassword: MESSAGES.passwordCommon });
    expect(await withAccount('        ')).toEqual({ newPassword: MESSAGES.passwordBlank });
    expect(await withAccount('short')).toEqual({ newPassword: MESSAGES.passwordMin8 });
    expect(await withAccount('amber7fox-walnut')).toEqual({});
  });
});

describe('otpSchema', () => {
  it.each([
    ['', 'OTP is required'],
    ['12a456', 'Please enter a valid 6-digit OTP'],
    ['12345', 'OTP must be 6 digits'],
    ['1234567', 'OTP must be 6 digits'],
  ])('%p → %p', async (otp, message) => {
    expect(await errorsOf(otpSchema, { otp })).toEqual({ otp: message });
  });
  it('accepts 6 digits', async () => {
    expect(await errorsOf(otpSchema, { otp: '123456' })).toEqual({});
  });
});

describe('password reset and e-mail verification', () => {
  it('reset e-mail step needs an @', async () => {
    expect(await errorsOf(emailStepSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(await errorsOf(emailStepSchema, { email: 'nobody' })).toEqual({ email: 'Please enter a valid email' });
  });
  it('an empty confirmation asks to confirm, not that the passwords differ', async () => {
    expect(
      (
        await errorsOf(registerSchema, {
          name: 'A',
          email: 'a@b.pk',
          phone: '03001234567',
          password: 'amber7fox',
          confirmPassword: '',
        })
      ).confirmPassword,
    ).toBe('Please confirm your password');
    expect((await errorsOf(resetPasswordSchema, { password: 'amber7fox', confirmPassword: '' })).confirmPassword).toBe(
      'Please confirm your password',
    );
  });

  it('reset password step: required, at least 6, confirmed', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(await errorsOf(resetPasswordSchema, { password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(await errorsOf(resetPasswordSchema, { password: 'amber7fox', confirmPassword: 'amber7fix' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
  it('reset request body checks e-mail, OTP and password together', async () => {
    expect(await errorsOf(resetPasswordRequestSchema, { email: 'a@b', otp: '12', password: '123' })).toEqual({
      otp: 'OTP must be 6 digits',
      password: 'Password must be at least 6 characters',
    });
  });
  it('verify e-mail says "Enter a valid email"', async () => {
    expect(await errorsOf(verifyEmailSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(await errorsOf(verifyEmailSchema, { email: 'nobody' })).toEqual({ email: 'Enter a valid email' });
    expect(await errorsOf(emailOtpSchema, { email: 'a@b.pk', otp: '' })).toEqual({ otp: 'OTP is required' });
  });
});

describe('account details', () => {
  it('requires name, e-mail (address-shaped) and a Pakistani phone', async () => {
    expect(await errorsOf(accountSchema, { name: '', email: '', phone: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
    expect(await errorsOf(accountSchema, { name: 'A', email: 'a@', phone: '123' })).toEqual({
      email: 'Email is invalid',
      phone: 'Invalid Pakistani phone number. Format: 03XXXXXXXXX',
    });
  });
  it('password change: current, new (8+) and matching confirmation', async () => {
    // Nothing typed: the confirmation matches the (missing) new password, which reports itself.
    expect(
      await errorsOf(passwordChangeSchema, { currentPassword: '', newPassword: '', confirmNewPassword: '' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect(
      await errorsOf(passwordChangeSchema, {
        currentPassword: 'old',
        newPassword: '1234567',
        confirmNewPassword: '1234568',
      }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmNewPassword: 'Passwords do not match',
    });
    expect(
      await errorsOf(passwordChangeSchema, {
        currentPassword: 'old',
        newPassword: 'newpassword1',
        confirmNewPassword: 'newpassword1',
      }),
    ).toEqual({});
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['different', 'newpassword2'],
    ['the new password in another case', 'NEWPASSWORD1'],
  ])(
    "password change: a new password with a confirmation that is %s shows 'Passwords do not match'",
    async (_label, confirmNewPassword) => {
      expect(
        await errorsOf(passwordChangeSchema, {
          currentPassword: 'old',
          newPassword: 'newpassword1',
          confirmNewPassword,
        }),
      ).toEqual({
        confirmNewPassword: 'Passwords do not match',
      });
    },
  );

  it('password change: a confirmation without a new password does not match either', async () => {
    expect(
      (
        await errorsOf(passwordChangeSchema, {
          currentPassword: 'old',
          newPassword: '',
          confirmNewPassword: 'newpassword1',
        })
      ).confirmNewPassword,
    ).toBe('Passwords do not match');
  });
  it('update body: a password change needs both passwords; empty means not sent', async () => {
    const base = { id: 1, name: 'A', email: 'a@b.pk', phone: '03001234567' };
    expect(await errorsOf(updateUserSchema, base)).toEqual({});
    expect(await errorsOf(updateUserSchema, { ...base, newPassword: 'longenough' })).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(await errorsOf(updateUserSchema, { ...base, currentPassword: 'x', newPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
    for (const newPassword of [undefined, '']) {
      expect(await errorsOf(updateUserSchema, { ...base, currentPassword: 'old-password', newPassword })).toEqual({
        newPassword: 'New password is required',
      });
    }
    expect(await errorsOf(updateUserSchema, { ...base, currentPassword: '', newPassword: '' })).toEqual({});
  });
});

describe('addressSchema', () => {
  const valid = { address: 'House 1, Street 2', cityId: '3', stateId: 2, postalCode: '54000', phone: '03001234567' };

  it('keeps the lines of an address but not an address of invisible characters', async () => {
    expect(addressSchema.cast({ ...valid, address: ' House 1\nStreet 2\u0008 ' }).address).toBe('House 1\nStreet 2');
    expect((await errorsOf(addressSchema, { ...valid, address: '\u200B\n\u2060' })).address).toBe(
      'Address is required',
    );
  });
  it('accepts a valid address and casts select values to numbers', async () => {
    expect(await errorsOf(addressSchema, valid)).toEqual({});
    expect(addressSchema.cast(valid).cityId).toBe(3);
  });
  it("says '{Field} is required' for every empty field", async () => {
    expect(await errorsOf(addressSchema, { address: '', cityId: '', stateId: '', postalCode: '', phone: '' })).toEqual({
      address: 'Address is required',
      cityId: 'City is required',
      stateId: 'State is required',
      postalCode: 'Postal code is required',
      phone: 'Phone is required',
    });
  });
  it('treats a non-numeric or zero id as not chosen', async () => {
    expect(await errorsOf(addressSchema, { ...valid, cityId: 'abc', stateId: 0 })).toEqual({
      cityId: 'City is required',
      stateId: 'State is required',
    });
  });
  it('checks postal code and phone formats', async () => {
    expect(await errorsOf(addressSchema, { ...valid, postalCode: '5400', phone: '0300123456' })).toEqual({
      postalCode: 'Invalid Pakistani postalCode',
      phone: 'Invalid Pakistani phone number. Format: 03XXXXXXXXX',
    });
  });
});

describe('checkout', () => {
  it('gives the checkout toasts', async () => {
    expect(await errorsOf(checkoutSchema, { addressId: null, address: '', courierPricingId: '' })).toEqual({
      addressId: 'Please create address',
      address: 'Create Address First',
      courierPricingId: 'Please select a delivery courier',
    });
  });
  it('order body: items, payment method (hbl refused), ids', async () => {
    const valid = {
      items: [{ id: 1, quantity: 2 }],
      paymentMethod: 'cod',
      courierPricingId: 4,
      customerId: 1,
      addressId: 9,
    };
    expect(await errorsOf(createOrderSchema, valid)).toEqual({});
    expect(await errorsOf(createOrderSchema, { ...valid, items: [] })).toEqual({ items: 'Your basket is empty' });
    expect(await errorsOf(createOrderSchema, { ...valid, paymentMethod: 'hbl' })).toEqual({
      paymentMethod: 'HBL Pay is not available',
    });
    expect(await errorsOf(createOrderSchema, { ...valid, paymentMethod: 'bitcoin' })).toEqual({
      paymentMethod: 'Please choose a payment method',
    });
    expect(await errorsOf(createOrderSchema, { ...valid, items: [{ id: 1, quantity: 0 }] })).toEqual({
      'items[0].quantity': 'Quantity must be at least 1',
    });
  });
  it('reads ids sent as text only when they are plain digits (never hex, exponent or binary forms)', async () => {
    const valid = {
      items: [{ id: ' 16 ', quantity: 1 }],
      paymentMethod: 'cod',
      courierPricingId: '4',
      customerId: 1,
      addressId: 9,
    };
    expect(await errorsOf(createOrderSchema, valid)).toEqual({});
    for (const id of ['0x10', '1e2', '0b1', '16.0', '+16']) {
      expect(Object.keys(await errorsOf(createOrderSchema, { ...valid, items: [{ id, quantity: 1 }] }))).toEqual([
        'items[0].id',
      ]);
    }
  });
});

describe('length limits', () => {
  const long = (n: number) => 'a'.repeat(n);
  const email = (n: number) => `${long(n - '@example.pk'.length)}@example.pk`;

  it('exports the limits', () => {
    expect(TEXT_LIMITS).toEqual({ name: 100, email: 254, address: 500, password: 128 });
  });

  it('bounds name, e-mail and password on registration, at the limit accepted', async () => {
    const ok = {
      name: long(100),
      email: email(254),
      phone: '03001234567',
      password: long(128),
      confirmPassword: long(128),
    };
    expect(await errorsOf(registerSchema, ok)).toEqual({});
    expect(
      await errorsOf(registerSchema, {
        ...ok,
        name: long(101),
        email: email(255),
        password: long(129),
        confirmPassword: long(129),
      }),
    ).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Email must be at most 254 characters',
      password: 'Password must be at most 128 characters',
    });
  });

  it('bounds login, reset, account and address fields', async () => {
    expect(await errorsOf(loginSchema, { email: email(255), password: long(129) })).toEqual({
      email: 'Email must be at most 254 characters',
      password: 'Password must be at most 128 characters',
    });
    expect(
      (await errorsOf(resetPasswordRequestSchema, { email: 'a@b.pk', otp: '123456', password: long(129) })).password,
    ).toBe('Password must be at most 128 characters');
    expect(await errorsOf(accountSchema, { name: long(101), email: email(255), phone: '03001234567' })).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Email must be at most 254 characters',
    });
    expect(
      await errorsOf(passwordChangeSchema, {
        currentPassword: long(129),
        newPassword: long(129),
        confirmNewPassword: long(129),
      }),
    ).toEqual({
      currentPassword: 'Password must be at most 128 characters',
      newPassword: 'Password must be at most 128 characters',
    });
    const address = { address: long(501), stateId: 1, cityId: 2, postalCode: '54000', phone: '03001234567' };
    expect(await errorsOf(addressSchema, address)).toEqual({ address: 'Address must be at most 500 characters' });
    expect(await errorsOf(addressSchema, { ...address, address: ` ${long(500)} ` })).toEqual({});
  });

  it('bounds the update body and checks its confirmation when sent', async () => {
    const base = { id: 1, name: 'Ali', email: 'a@b.pk', phone: '03001234567' };
    expect(await errorsOf(updateUserSchema, { ...base, currentPassword: long(129), newPassword: long(129) })).toEqual({
      newPassword: 'Password must be at most 128 characters',
      currentPassword: 'Password must be at most 128 characters',
    });
    expect(
      await errorsOf(updateUserSchema, {
        ...base,
        currentPassword: 'x',
        newPassword: 'newpassword1',
        confirmNewPassword: 'other1234',
      }),
    ).toEqual({ confirmNewPassword: 'Passwords do not match' });
    expect(
      await errorsOf(updateUserSchema, {
        ...base,
        currentPassword: 'x',
        newPassword: 'newpassword1',
        confirmNewPassword: 'newpassword1',
      }),
    ).toEqual({});
    expect(await errorsOf(updateUserSchema, { ...base, currentPassword: 'x', newPassword: 'newpassword1' })).toEqual(
      {},
    );
  });
});
