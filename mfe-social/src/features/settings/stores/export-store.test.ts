import { ExportStore } from './export-store';

it('asks for a download link and points the browser at it', async () => {
  const saveFile = jest.fn();
  const store = new ExportStore({
    exportAccountUrl: jest.fn().mockResolvedValue({ url: '/api/account/export?user=u&expires=1&sig=s' }),
    saveFile,
  });
  await store.download();
  expect(saveFile).toHaveBeenCalledWith('/api/account/export?user=u&expires=1&sig=s');
  expect(store).toMatchObject({
    busy: false,
    error: '',
    success: 'Your download has started. The file is a zip of everything you made on Cliques.',
  });
});

it('shows why the link could not be made', async () => {
  const saveFile = jest.fn();
  const store = new ExportStore({ exportAccountUrl: jest.fn().mockRejectedValue(new Error('Unauthorized')), saveFile });
  await store.download();
  expect(saveFile).not.toHaveBeenCalled();
  expect(store).toMatchObject({ error: 'Unauthorized', success: '' });
});
