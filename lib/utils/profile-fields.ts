// Which own-profile fields a site shows and lets members edit (settings.visible_profile_fields
// and visible_profile_notes). One rule for the /profile form and the server, which refuses a
// hidden field with 422 field_hidden:
// - name, gender, birth date and location (country, region, city) always;
// - interest, hair_color, eye_color, body_type, relationship_status and hobbies only when
//   listed in visible_profile_fields;
// - about me only when visible_profile_notes contains 'about'.

export const OPTIONAL_PROFILE_FIELDS = [
  'interest',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'hobbies',
] as const;
export type OptionalProfileField = (typeof OPTIONAL_PROFILE_FIELDS)[number] | 'about';

type Visibility = { visibleProfileFields: readonly string[]; visibleProfileNotes: readonly string[] };

export function visibleOptionalFields({
  visibleProfileFields,
  visibleProfileNotes,
}: Visibility): OptionalProfileField[] {
  const shown: OptionalProfileField[] = OPTIONAL_PROFILE_FIELDS.filter((f) =>
    visibleProfileFields.includes(f),
  );
  if (visibleProfileNotes.includes('about')) shown.push('about');
  return shown;
}

export function hiddenOptionalFields(visibility: Visibility): OptionalProfileField[] {
  const shown = new Set(visibleOptionalFields(visibility));
  return [...OPTIONAL_PROFILE_FIELDS, 'about' as const].filter((f) => !shown.has(f));
}
