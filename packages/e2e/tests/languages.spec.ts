import { expect, test } from './support/fixtures';
import { createAccount, signIn, uniqueUsername, type Account } from './support/accounts';
import {
  chooseLanguage,
  documentSentences,
  expectLanguageOnRoot,
  expectNoEnglish,
  expectNoneOf,
} from './support/languages';
import { moderatorPassword, moderatorUsername } from './support/safety';
import { api, caller } from './support/xss';
import { idTokenOf } from './support/dev-remote';

test.describe('Spanish', () => {
  test.beforeEach(({ page }) => chooseLanguage(page, 'es'));

  test('the sign-in and contact pages and the footer are in Spanish', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en Cliques' })).toBeVisible();
    await expectLanguageOnRoot(page, 'es');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacidad' })).toBeVisible();
    await expectNoEnglish(page, 'es');

    await page.getByRole('link', { name: 'Contacto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await expect(page.getByLabel('Asunto')).toBeVisible();
    await expectNoEnglish(page, 'es');
  });

  test('the server answers in Spanish: a refusal of the contact form, and the code mail of a sign-up', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Nombre').fill('Ada');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByLabel('Asunto').fill('Hola');
    await page.getByLabel('Mensaje').fill('Una pregunta');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    // The server's own refusal (the page shows it as it comes), in the page's language.
    await expect(page.getByRole('alert')).toHaveText('Introduce una dirección de correo electrónico válida');

    const username = uniqueUsername('lengua');
    const email = `${username}@example.test`;
    await page.goto('/signup');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Nombre de usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill('Correct-horse-1');
    await page.getByLabel('Confirma la contraseña').fill('Correct-horse-1');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    const mailbox = await request.get(`/identity/dev/mailbox?to=${encodeURIComponent(email)}`);
    const [mail] = ((await mailbox.json()) as { messages: { subject: string; body: string; code: string }[] }).messages;
    expect(mail?.subject).toBe('Tu código de verificación de Cliques');
    expect(mail?.body).toContain(`Tu código de verificación de Cliques es ${mail?.code}.`);
  });
});

test.describe('Arabic', () => {
  test.beforeEach(({ page }) => chooseLanguage(page, 'ar'));

  test('the pages are in Arabic, right to left, and the layout mirrors', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى Cliques' })).toBeVisible();
    await expectLanguageOnRoot(page, 'ar');
    await expectNoEnglish(page, 'ar');
    // Mirrored: the footer's first link starts at the right, the next one to its left.
    const first = await page.getByRole('link', { name: 'الخصوصية' }).boundingBox();
    const second = await page.getByRole('link', { name: 'الشروط' }).boundingBox();
    expect(first && second && second.x < first.x).toBe(true);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
    await expectNoEnglish(page, 'ar');
  });
});

test('the picker changes the language at once, and the choice stays after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cliques' })).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en Cliques' })).toBeVisible();
  await expectLanguageOnRoot(page, 'es');
  await page.getByLabel('Idioma').selectOption('ar');
  await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى Cliques' })).toBeVisible();
  await expectLanguageOnRoot(page, 'ar');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى Cliques' })).toBeVisible();
  await expectLanguageOnRoot(page, 'ar');
});

test('the language is chosen in settings, and the settings page is translated', async ({ page }) => {
  const account = await createAccount(page.request);
  await signIn(page, account);
  await page.goto('/settings');
  await page.getByRole('main').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar ajustes' })).toBeVisible();
  await expectLanguageOnRoot(page, 'es');
  await expectNoEnglish(page, 'es');

  await page.getByRole('main').getByLabel('Idioma').selectOption('ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  await expectLanguageOnRoot(page, 'ar');
  await expectNoEnglish(page, 'ar');
});

test('the chat page and the navigation are translated, Arabic right to left', async ({ page }) => {
  const account = await createAccount(page.request);
  await signIn(page, account);
  await page.evaluate(() => window.localStorage.setItem('cliques-language', 'es'));
  await page.goto('/chat');
  await expect(
    page.getByText('Aún no hay conversaciones. Añade amigos o únete a un clique para empezar a chatear.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Amigos' })).toBeVisible();
  await expectNoEnglish(page, 'es');

  await page.evaluate(() => window.localStorage.setItem('cliques-language', 'ar'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'الدردشة' })).toBeVisible();
  await expectLanguageOnRoot(page, 'ar');
  await expectNoEnglish(page, 'ar');
});

test('the feed page, its composer and a post are translated', async ({ page }) => {
  const account = await createAccount(page.request);
  await signIn(page, account);
  await page.getByRole('textbox', { name: "What's on your mind?" }).fill('Hola #mundo');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article').getByText('Hola')).toBeVisible();
  for (const language of ['es', 'ar'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('cliques-language', value), language);
    await page.goto('/feed');
    const heading = language === 'es' ? 'Inicio' : 'الموجز';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('article')).toBeVisible();
    await expectLanguageOnRoot(page, language);
    await expectNoEnglish(page, language);
  }
});

test('the profile, cliques, friends and notifications pages are translated', async ({ page }) => {
  const account = await createAccount(page.request);
  await signIn(page, account);
  await page.evaluate(() => window.localStorage.setItem('cliques-language', 'es'));
  const pages = [
    ['/profile', 'Seguidores'],
    ['/cliques', 'Mis cliques'],
    ['/friends', 'Personas que quizá conozcas'],
    ['/notifications', 'Marcar todas como leídas'],
  ] as const;
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expectNoEnglish(page, 'es');
  }
  await page.evaluate(() => window.localStorage.setItem('cliques-language', 'ar'));
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('المتابِعون').first()).toBeVisible();
  await expectLanguageOnRoot(page, 'ar');
  await expectNoEnglish(page, 'ar');
});

test('a legal document in Spanish and Arabic: no English sentence left, right to left, its contents lead to its parts', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const english = await documentSentences(page);
  expect(english.length).toBeGreaterThan(40);
  // Spanish says "cookies" too (the word is borrowed): the one English text a translation keeps.
  const translations = [
    [
      'es',
      'Política de privacidad',
      'Contenido',
      'Almacenamiento local, almacenamiento de sesión y cookies',
      ['Cookies:'],
    ],
    ['ar', 'سياسة الخصوصية', 'المحتويات', 'التخزين المحلي وتخزين الجلسة وملفات تعريف الارتباط', []],
  ] as const;
  for (const [language, title, contents, part, kept] of translations) {
    await page.evaluate((value) => window.localStorage.setItem('cliques-language', value), language);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectLanguageOnRoot(page, language);
    await expectNoEnglish(page, language);
    await expectNoneOf(
      page,
      english.filter((text) => !(kept as readonly string[]).includes(text)),
    );
    await page.getByRole('navigation', { name: contents }).getByRole('link', { name: part }).click();
    await expect(page).toHaveURL(/#privacy-browser-storage$/);
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeInViewport();
  }
});

test('the moderation page is translated: the queue, the resolved reports and the audit log', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const [author, reporter] = await Promise.all([caller(origin, 'lang_author'), caller(origin, 'lang_reporter')]);
  // The moderator of the safety journey (ADMIN_USERS), signed up by whichever journey runs first.
  const moderator: Pick<Account, 'username' | 'password'> = {
    username: moderatorUsername,
    password: moderatorPassword,
  };
  await createAccount(origin, moderator).catch((error: Error) => {
    if (!error.message.includes('UsernameExistsException')) throw error;
  });
  const mod = { ...moderator, token: await idTokenOf(origin, moderator) } as Parameters<typeof api>[1];
  await api(origin, mod, 'POST', '/api/users/sync');
  const reportPost = async (content: string) => {
    const { post } = await api<{ post: { postId: string } }>(origin, author, 'POST', '/api/posts', { content });
    return api<{ id: string }>(origin, reporter, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: post.postId,
      reason: 'spam',
      note: 'Buy now',
    });
  };
  const removed = await reportPost('Cheap followers, today only');
  await api(origin, mod, 'POST', `/api/moderation/reports/${removed.id}/actions`, {
    action: 'remove_content',
    note: 'spam',
  });
  await reportPost('More cheap followers');

  await signIn(page, moderator);
  for (const language of ['es', 'ar'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('cliques-language', value), language);
    await page.goto('/moderation');
    const texts =
      language === 'es'
        ? {
            title: 'Moderación',
            item: `Publicación de ${author.username} denunciada`,
            reports: 'Spam o estafa · denunciado por',
            resolved: 'Resueltas',
            removed: `Contenido eliminado por @${moderator.username}`,
            audit: 'Registro de auditoría',
            entry: `@${moderator.username} eliminó una publicación de @${author.username}`,
          }
        : {
            title: 'الإشراف',
            item: `منشور لـ ${author.username} مُبلَّغ عنه`,
            reports: '· أبلغ عنه',
            resolved: 'المحسومة',
            removed: `أزال @${moderator.username} المحتوى`,
            audit: 'سجل التدقيق',
            entry: `أزال @${moderator.username} منشورًا لـ @${author.username}`,
          };
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expectLanguageOnRoot(page, language);
    const item = page.getByRole('article', { name: texts.item }).first();
    await expect(item).toContainText(texts.reports);
    await expectNoEnglish(page, language);
    await page.getByRole('button', { name: texts.resolved }).click();
    await expect(page.getByRole('main')).toContainText(texts.removed);
    await expectNoEnglish(page, language);
    await page.getByRole('button', { name: texts.audit }).click();
    await expect(page.getByRole('list', { name: texts.audit })).toContainText(texts.entry);
    await expectNoEnglish(page, language);
  }
});
