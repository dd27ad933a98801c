import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { adminActionLog } from '../../db/schema/index.ts';

/**
 * The community's admin actions are written to the action log in their own transaction (every
 * admin action writes an audit record): an adoption listing taken down, someone else's
 * expert article edited or deleted, a comment deleted. An author acting on their own content is
 * not an admin action and leaves no record. (Forum deletions: features/forum's tests.)
 */

const testApp = useTestApp();
const db = () => testApp.deps.database.db;
const logOf = (targetId: string) => db().select().from(adminActionLog).where(eq(adminActionLog.targetId, targetId));

const ARTICLE = {
  title: 'Köpeklerde Diş Bakımı',
  category: 'vet_advice',
  content: '<p>Dişleri haftada iki kez fırçalayın.</p>',
  tags: 'köpek, diş',
  status: 'published',
};

describe('community actions by an admin are logged', () => {
  it('takes an adoption listing down with a listing_removed record', async () => {
    const { client: owner } = await signedInAs(testApp, 'owner');
    const { user: admin, client: adminClient } = await signedInAs(testApp, 'admin', { name: 'Moderatör Ece' });
    const photoId = (await uploadAs(owner, 'adoption_photo')).id;
    const created = await owner.post('/api/adoption/listings', {
      animalType: 'dog',
      breed: 'Golden',
      gender: 'male',
      age: 3,
      ageUnit: 'years',
      isVaccinated: true,
      isNeutered: true,
      cityCode: '34',
      photoIds: [photoId],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listingId = created.body.listing.id as string;

    expect((await adminClient.post(`/api/admin/adoption/listings/${listingId}/remove`)).status).toBe(200);
    expect(await logOf(listingId)).toEqual([
      expect.objectContaining({
        actionType: 'listing_removed',
        targetType: 'adoption_listing',
        adminId: admin.id,
        adminName: 'Moderatör Ece',
        description: expect.stringContaining('Golden'),
      }),
    ]);
    // A second removal is refused (409) and writes nothing more.
    expect((await adminClient.post(`/api/admin/adoption/listings/${listingId}/remove`)).status).toBe(409);
    expect(await logOf(listingId)).toHaveLength(1);
  });

  it("logs an admin's edit and delete of someone else's article and comment, and nothing for an author's own", async () => {
    const { client: vet } = await signedInAs(testApp, 'veterinarian');
    const { client: reader } = await signedInAs(testApp, 'owner');
    const { user: admin, client: adminClient } = await signedInAs(testApp, 'admin');

    const created = await vet.post('/api/articles', ARTICLE);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const articleId = created.body.article.id as string;

    // The author edits their own: no record.
    expect((await vet.put(`/api/articles/${articleId}`, { ...ARTICLE, title: 'Köpeklerde Diş Bakımı 101' })).status).toBe(200);
    expect(await logOf(articleId)).toEqual([]);

    // The admin edits it: content_edited.
    expect((await adminClient.put(`/api/articles/${articleId}`, { ...ARTICLE, title: 'Köpeklerde Diş Sağlığı' })).status).toBe(200);
    expect(await logOf(articleId)).toEqual([
      expect.objectContaining({ actionType: 'content_edited', targetType: 'article', adminId: admin.id, description: expect.stringContaining('Köpeklerde Diş Sağlığı') }),
    ]);

    // A reader's comment, deleted by the admin: content_deleted on the comment.
    const comment = await reader.post(`/api/articles/${articleId}/comments`, { content: 'Çok faydalı, teşekkürler!' });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const commentId = comment.body.comment.id as string;
    expect((await adminClient.request('DELETE', `/api/articles/${articleId}/comments/${commentId}`)).status).toBe(200);
    expect(await logOf(commentId)).toEqual([
      expect.objectContaining({ actionType: 'content_deleted', targetType: 'article_comment', description: expect.stringContaining('Çok faydalı') }),
    ]);
    // The reader deleting their own comment leaves no record.
    const own = await reader.post(`/api/articles/${articleId}/comments`, { content: 'Bir soru daha' });
    const ownId = own.body.comment.id as string;
    expect((await reader.request('DELETE', `/api/articles/${articleId}/comments/${ownId}`)).status).toBe(200);
    expect(await logOf(ownId)).toEqual([]);

    // The admin deletes the article: content_deleted on the article.
    expect((await adminClient.request('DELETE', `/api/articles/${articleId}`)).status).toBe(204);
    expect((await logOf(articleId)).map((row) => row.actionType).sort()).toEqual(['content_deleted', 'content_edited']);
  });
});
