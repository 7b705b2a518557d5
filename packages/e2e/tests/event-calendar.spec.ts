import { expect, test } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signedInPage } from './support/chat-ui';
import { apiAs } from './support/clique-ui';

// Gatherings (issue 36): an event Ann posts and answers going to shows under Upcoming on her profile,
// and the calendar link she makes in Settings serves it to a calendar app (no sign-in, the link alone).

test('an event shows under Upcoming on the profile and in the calendar link made in Settings', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const ann = await createAccount(request);
  const asAnn = await apiAs(request, baseURL as string, ann);
  const title = `Picnic ${Date.now().toString(36)}`;
  const startsAt = new Date(Date.now() + 2 * 24 * 3600_000);
  startsAt.setUTCMinutes(0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 2 * 3600_000);

  // Ann posts the event and answers going, through the API.
  const { post } = await asAnn<{ post: { postId: string; event: { eventId: string } } }>('POST', '/posts', {
    audience: 'public',
    event: {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: 'Europe/Madrid',
      location: 'The park',
    },
  });
  const answered = await asAnn<{ event: { myRsvp: string; goingCount: number } }>(
    'PUT',
    `/events/${post.event.eventId}/rsvp`,
    { status: 'going' },
  );
  expect(answered.event.myRsvp).toBe('going');

  // Her profile lists it under Upcoming, leading to its post, with her answer.
  const page = await signedInPage(browser, ann);
  await page.goto('/profile');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const link = upcoming.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/post/${post.postId}`);
  await expect(upcoming.getByText('You are going')).toBeVisible();
  await expect(upcoming.getByText('1 going')).toBeVisible();

  // In Settings she makes a calendar link; it is shown once, in a read-only box.
  await page.goto('/settings');
  const calendar = page.getByRole('region', { name: 'Calendar subscription' });
  await calendar.getByRole('button', { name: 'Create calendar link' }).click();
  const box = calendar.getByRole('textbox', { name: 'Your calendar link' });
  await expect(box).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  await expect(calendar.getByRole('button', { name: 'Replace calendar link' })).toBeVisible();
  const url = await box.inputValue();

  // A calendar app reads the link with no token: an iCalendar file holding the event.
  const feed = await request.get(url, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);

  // Turned off (after the confirmation), the link stops working.
  await calendar.getByRole('button', { name: 'Turn off calendar link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off calendar link' });
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(calendar.getByText('Calendar link turned off.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
  await page.context().close();
});
