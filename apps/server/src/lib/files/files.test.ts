import { MAX_UNATTACHED_FILES } from '@patili/domain/files';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { testPdf, testPng, uploadAs, uploadForm } from '../../../test/uploads.ts';
import { file } from '../../db/schema/index.ts';
import { attachFiles, deleteFilesOfOwner, releaseFiles, uploadFile } from './files.ts';

/** The files module other features call; uploads go through HTTP as a person's would. */
const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const storage = () => testApp.deps.storage;
const rowOf = async (id: string) => (await db().select().from(file).where(eq(file.id, id)))[0];

describe('files module contract', () => {
  it('attachFiles takes only the owner’s files of that purpose, on the given field', async () => {
    const a = await signedInAs(testApp, 'owner');
    const b = await signedInAs(testApp, 'owner');
    const mine = await uploadAs(a.client, 'pet_photo');
    const theirs = await uploadAs(b.client, 'pet_photo');
    const avatar = await uploadAs(a.client, 'avatar');
    for (const fileIds of [[theirs.id], [avatar.id], ['nope'], [mine.id, theirs.id]]) {
      await expect(attachFiles({ db: db(), ownerId: a.user.id, fileIds, purpose: 'pet_photo', field: 'photoFileId' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldKeys: { photoFileId: 'files:invalidAttachment' },
      });
    }
    expect((await rowOf(mine.id))?.attachedAt).toBeNull();
    const rows = await attachFiles({ db: db(), ownerId: a.user.id, fileIds: [mine.id], purpose: 'pet_photo' });
    expect(rows.map((row) => row.id)).toEqual([mine.id]);
    expect((await rowOf(mine.id))?.attachedAt).not.toBeNull();
    // Saving the same record again passes.
    expect(await attachFiles({ db: db(), ownerId: a.user.id, fileIds: [mine.id], purpose: 'pet_photo' })).toHaveLength(1);
    expect(await attachFiles({ db: db(), ownerId: a.user.id, fileIds: [], purpose: 'pet_photo' })).toEqual([]);
  });

  it('releaseFiles deletes what a record no longer keeps, bytes too, and only the owner’s', async () => {
    const { client, user } = await signedInAs(testApp, 'sitter');
    const [one, two, three] = [await uploadAs(client, 'home_photo'), await uploadAs(client, 'home_photo'), await uploadAs(client, 'home_photo')];
    const other = await signedInAs(testApp, 'sitter');
    const foreign = await uploadAs(other.client, 'home_photo');
    const released = await releaseFiles({
      db: db(),
      storage: storage(),
      ownerId: user.id,
      purpose: 'home_photo',
      previousIds: [one.id, two.id, foreign.id, null],
      keepIds: [two.id, three.id],
    });
    expect(released).toBe(1);
    expect(await rowOf(one.id)).toBeUndefined();
    expect(await storage().get(`files/${one.id}/original.webp`)).toBeNull();
    expect(await storage().get(`files/${one.id}/thumbnail.webp`)).toBeNull();
    expect(await rowOf(two.id)).toBeDefined();
    expect(await rowOf(foreign.id)).toBeDefined();
  });

  it('deleteFilesOfOwner removes every file of the user with its bytes', async () => {
    const { client, user } = await signedInAs(testApp, 'veterinarian');
    const image = await uploadAs(client, 'clinic_photo');
    const pdf = (await client.request('POST', '/api/files', { form: uploadForm(testPdf(), 'c.pdf', 'vet_certificate') })).body.file;
    expect(await deleteFilesOfOwner({ db: db(), storage: storage(), ownerId: user.id })).toBe(2);
    expect(await storage().get(`files/${image.id}/original.webp`)).toBeNull();
    expect(await storage().get(`files/${pdf.id}/original.pdf`)).toBeNull();
    expect((await client.get(image.url)).status).toBe(404);
  });
});

describe('the unattached-files quota', () => {
  it('holds when many uploads of one owner arrive at once', async () => {
    const { user } = await signedInAs(testApp, 'owner');
    const bytes = new Uint8Array(await testPng(8, 8));
    const results = await Promise.allSettled(
      Array.from({ length: MAX_UNATTACHED_FILES + 15 }, (_, i) =>
        uploadFile({ db: db(), storage: storage(), ownerId: user.id, purpose: 'pet_photo', bytes, name: `p${i}.png` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_UNATTACHED_FILES);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as { fieldKeys?: unknown }).fieldKeys !== undefined)).toBe(true);
    const rows = await db().select().from(file).where(and(eq(file.ownerId, user.id), isNull(file.attachedAt)));
    expect(rows).toHaveLength(MAX_UNATTACHED_FILES);
  });
});
