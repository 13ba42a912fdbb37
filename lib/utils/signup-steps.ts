// The signup steps of spec §2 in the order a new member meets them (docs/decisions.md).
export const SIGNUP_STEPS = [
  'message',
  'account',
  'photo',
  'location',
  'personal',
  'about',
  'push',
  'confirm',
] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The steps after the account exists: /complete-signup walks these. */
export const COMPLETE_STEPS: readonly SignupStep[] = [
  'photo',
  'location',
  'personal',
  'about',
  'push',
  'confirm',
];

/** Attributes the personal-info step asks, when the site shows them (visible_profile_fields). */
export const PERSONAL_FIELDS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'hobbies',
] as const;

export type StepConditions = {
  /** Started from a member: the message step comes first. */
  hasTarget: boolean;
  /** The device can receive push (service worker registered, PushManager present). */
  pushCapable: boolean;
  visibleProfileFields: readonly string[];
  visibleProfileNotes: readonly string[];
};

/** The steps that apply: no message without a target, no push without capability, no empty forms. */
export function applicableSteps(c: StepConditions): SignupStep[] {
  return SIGNUP_STEPS.filter((step) => {
    if (step === 'message') return c.hasTarget;
    if (step === 'push') return c.pushCapable;
    if (step === 'personal') return PERSONAL_FIELDS.some((f) => c.visibleProfileFields.includes(f));
    if (step === 'about') return c.visibleProfileNotes.includes('about');
    return true;
  });
}

/** The step after `current` among those that apply, or null after the last. */
export function nextStep(steps: readonly SignupStep[], current: SignupStep): SignupStep | null {
  const i = steps.indexOf(current);
  return i >= 0 && i + 1 < steps.length ? steps[i + 1] : null;
}

export function isSignupStep(value: unknown): value is SignupStep {
  return typeof value === 'string' && (SIGNUP_STEPS as readonly string[]).includes(value);
}
