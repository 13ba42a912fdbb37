// The /complaints form (components/legal/complaint-form.tsx): its strings come translated from the
// server (complaint-texts.ts), its schema loads after the page; a visitor gives an e-mail address,
// a member does not; refusals and the confirmation are in the page's language.
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AbstractIntlMessages } from 'next-intl';
import { ComplaintForm } from '@/components/legal/complaint-form';
import { COMPLAINT_ERRORS, complaintTexts } from '@/components/legal/complaint-texts';
import { http } from '@/lib/api-client/http';
import { renderWithProviders, testTranslate, testUser } from '@/tests/setup/render';
import { settle, type Reply } from './support/axios-reply';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());

const texts = complaintTexts(testTranslate());

/** Answers every request with `reply`, and keeps what was sent. */
function answer(reply: Reply) {
  const sent: unknown[] = [];
  http.defaults.adapter = vi.fn(async (config: InternalAxiosRequestConfig) => {
    sent.push(JSON.parse(String(config.data)));
    return settle(config, reply);
  });
  return sent;
}

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

async function fill(fields: { reason?: string; text?: string; name?: string; email?: string }) {
  if (fields.reason)
    await userEvent.selectOptions(
      screen.getByLabelText('Reason'),
      screen.getByRole('option', { name: fields.reason }),
    );
  if (fields.text) await userEvent.type(screen.getByLabelText('Your complaint'), fields.text);
  if (fields.name) await userEvent.type(screen.getByLabelText('Your name'), fields.name);
  if (fields.email) await userEvent.type(screen.getByLabelText('Your e-mail address'), fields.email);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));

describe('ComplaintForm', () => {
  it('has a translated text for every refusal the schema and the service give', () => {
    const en = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/en.json'), 'utf8')) as {
      complaints: { errors: Record<string, string> };
    };
    expect([...COMPLAINT_ERRORS].sort()).toEqual(Object.keys(en.complaints.errors).sort());
    for (const code of COMPLAINT_ERRORS) expect(texts.errors[code]).toBe(en.complaints.errors[code]);
  });

  it('asks a visitor for reason, text and e-mail address, and sends nothing until they are there', async () => {
    const sent = answer({ status: 200, data: { id: 1, email: 'x@example.test' } });
    renderWithProviders(<ComplaintForm texts={texts} />);
    await send();
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(screen.getByText('Describe what happened in at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address, so we can answer you.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("sends a visitor's complaint about a profile and confirms it with its number", async () => {
    const sent = answer({ status: 200, data: { id: 4321, email: 'eva@example.test' } });
    renderWithProviders(<ComplaintForm texts={texts} profileId={12} />);
    await fill({
      reason: 'Fake or misleading profile',
      text: 'These photos are of someone else.',
      name: 'Eva',
      email: 'eva@example.test',
    });
    await send();
    expect(await screen.findByTestId('complaint-sent')).toHaveTextContent('Your complaint has number 4321.');
    expect(screen.getByRole('heading', { name: 'Complaint received' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        reason: 'fake_profile',
        text: 'These photos are of someone else.',
        email: 'eva@example.test',
        name: 'Eva',
        profile_id: 12,
        locale: 'en',
      },
    ]);
  });

  it('asks a member for no address: the answer goes to their own', async () => {
    const sent = answer({ status: 200, data: { id: 9, email: 'anna@example.test' } });
    renderWithProviders(<ComplaintForm texts={texts} conversationId={3} />, { user: testUser() });
    expect(screen.queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
    await fill({ reason: 'Harassment or threats', text: 'Threatening messages since Monday.' });
    await send();
    expect(await screen.findByTestId('complaint-sent')).toHaveTextContent('number 9');
    expect(sent).toEqual([
      { reason: 'harassment', text: 'Threatening messages since Monday.', conversation_id: 3, locale: 'en' },
    ]);
  });

  it('shows the throttle with its minutes and keeps what was typed', async () => {
    answer({ status: 429, data: { error: 'complaint_throttled', minutes: 25 } });
    renderWithProviders(<ComplaintForm texts={texts} />, { user: testUser() });
    await fill({ reason: 'Something else', text: 'The site logged me out twice.' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several complaints in a short time. Please try again in 25 min.',
    );
    expect(screen.getByLabelText('Your complaint')).toHaveValue('The site logged me out twice.');
  });

  it("shows the form's own refusal (a profile that is gone), and the generic one for the rest", async () => {
    answer({ status: 404, data: { error: 'profile_not_found' } });
    const { unmount } = renderWithProviders(<ComplaintForm texts={texts} profileId={77} />, {
      user: testUser(),
    });
    await fill({ reason: 'Something else', text: 'This profile asked me for money.' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile no longer exists.');
    unmount();
    answer({ status: 500, data: '<html>' });
    renderWithProviders(<ComplaintForm texts={texts} />, { user: testUser() });
    await fill({ reason: 'Something else', text: 'This profile asked me for money.' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later');
  });

  it('speaks the language the server translated it in', async () => {
    const nl = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'messages/nl.json'), 'utf8'),
    ) as AbstractIntlMessages & {
      complaints: { reason: string; submit: string; errors: Record<string, string> };
    };
    answer({ status: 200 });
    renderWithProviders(<ComplaintForm texts={complaintTexts(testTranslate('nl', nl))} />, {
      locale: 'nl',
      messages: nl,
    });
    await userEvent.click(screen.getByRole('button', { name: nl.complaints.submit }));
    expect(await screen.findByText(nl.complaints.errors.reason_required)).toBeInTheDocument();
    expect(screen.getByLabelText(nl.complaints.reason)).toBeInTheDocument();
  });
});
