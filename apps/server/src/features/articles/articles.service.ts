import {
  ARTICLE_REQUIRED_MESSAGE,
  articleAuthorName,
  articleAuthorRole,
  canEditArticle,
  excerptOf,
  htmlHasContent,
  nextFreeSlug,
  slugify,
  type Article,
  type ArticleData,
} from '@patili/domain/articles';
import { isUuid } from '@patili/domain/shared';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { article, file, user } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { attachFiles, releaseFiles } from '../../lib/files/files.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { articleHtmlText, sanitizeArticleHtml } from './article-html.ts';
import {
  articleNotEditable,
  articleNotFound,
  detailColumns,
  toArticleView,
  visibleTo,
  type ArticleViewer,
} from './article-views.ts';

/** The content as stored: sanitized, and still saying something once sanitized. */
const cleanContent = (html: string) => {
  const content = sanitizeArticleHtml(html);
  if (!htmlHasContent(content)) throw fieldError('content', ARTICLE_REQUIRED_MESSAGE);
  return { content, excerpt: excerptOf(articleHtmlText(content)) };
};

/**
 * The columns the article form writes, the same on creating and on saving: the body cleaned (422
 * on the content field when nothing is left of it) and the excerpt taken from it.
 */
const formColumns = (input: ArticleData) => {
  const { content, excerpt } = cleanContent(input.content);
  return {
    title: input.title,
    content,
    excerpt,
    category: input.category,
    tags: input.tags,
    status: input.status,
    coverFileId: input.coverFileId,
  };
};

/**
 * A slug no other article has: the title's, else with the first free number (`nextFreeSlug`).
 * Articles whose titles give the same slug wait for each other here (a lock that ends with the
 * transaction, in every server process), so two at once cannot both take it.
 */
const freeSlug = async (tx: Db, title: string, exceptId: string | null) => {
  const base = slugify(title);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`article-slug:${base}`}, 0))`,
  );
  const taken = await tx
    .select({ slug: article.slug })
    .from(article)
    // Slugs hold only a-z, 0-9 and dashes: nothing in `base` is a LIKE wildcard.
    .where(
      and(
        or(eq(article.slug, base), like(article.slug, `${base}-%`)),
        exceptId ? ne(article.id, exceptId) : undefined,
      ),
    );
  return nextFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
};

/**
 * Takes the caller's uploaded `article_cover` (422 on `coverFileId` when it is not theirs or not
 * a cover), and refuses one another article already shows: deleting that one would take it along.
 */
const attachCover = async (
  tx: Db,
  ownerId: string,
  coverFileId: string | null,
  articleId: string | null,
) => {
  if (!coverFileId) return;
  await attachFiles({
    db: tx,
    ownerId,
    fileIds: [coverFileId],
    purpose: 'article_cover',
    field: 'coverFileId',
  });
  const [usedElsewhere] = await tx
    .select({ id: article.id })
    .from(article)
    .where(
      and(eq(article.coverFileId, coverFileId), articleId ? ne(article.id, articleId) : undefined),
    )
    .limit(1);
  if (usedElsewhere) throw fieldError('coverFileId', 'files:invalidAttachment');
};

/** Deletes a cover no article shows any more, whoever uploaded it (the author, or the admin editing). */
const releaseCover = async (db: Db, storage: Storage, coverFileId: string | null) => {
  if (!coverFileId) return;
  const [row] = await db
    .select({ ownerId: file.ownerId })
    .from(file)
    .where(eq(file.id, coverFileId))
    .limit(1);
  if (!row) return;
  await releaseFiles({
    db,
    storage,
    ownerId: row.ownerId,
    purpose: 'article_cover',
    previousIds: [coverFileId],
  });
};

/**
 * One article with the caller's marks, by a condition on top of what the caller may see; 404 when
 * none matches.
 */
const readArticle = async (
  db: Db,
  viewer: ArticleViewer,
  where: ReturnType<typeof eq>,
): Promise<Article> => {
  const [row] = await db
    .select(detailColumns(viewer.id))
    .from(article)
    .leftJoin(user, eq(user.id, article.authorId))
    .where(and(where, visibleTo(viewer)))
    .limit(1);
  if (!row) throw articleNotFound();
  return toArticleView(row, viewer);
};

/** An article's page by its slug: a draft only for its author and the admin, else 404. */
export const getArticleBySlug = async ({
  db,
  viewer,
  slug,
}: {
  db: Db;
  viewer: ArticleViewer;
  slug: string;
}) => readArticle(db, viewer, eq(article.slug, slug));

/** An article by id (the edit screen), with the same visibility as by slug. */
export const getArticleById = async ({
  db,
  viewer,
  articleId,
}: {
  db: Db;
  viewer: ArticleViewer;
  articleId: string;
}) => {
  if (!isUuid(articleId)) throw articleNotFound();
  return readArticle(db, viewer, eq(article.id, articleId));
};

/**
 * Writes a new article by the caller (admin, veterinarian or trainer: the route checks). The
 * status is the pressed button's; a published one gets its date and the author's role now.
 * Featured is the admin's to set only.
 */
export const createArticle = async ({
  db,
  author,
  input,
  now,
}: {
  db: Db;
  author: ArticleViewer;
  input: ArticleData;
  now: Date;
}) => {
  const columns = formColumns(input);
  const published = input.status === 'published';
  const id = await db.transaction(async (tx) => {
    await attachCover(tx, author.id, input.coverFileId, null);
    const slug = await freeSlug(tx, input.title, null);
    const [inserted] = await tx
      .insert(article)
      .values({
        slug,
        ...columns,
        isFeatured: author.isAdmin ? input.isFeatured : false,
        authorId: author.id,
        authorName: articleAuthorName(author),
        authorRoleAtPublish: published ? articleAuthorRole(author) : null,
        publishedAt: published ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: article.id });
    if (!inserted) throw new Error('article insert returned nothing');
    return inserted.id;
  });
  return getArticleById({ db, viewer: author, articleId: id });
};

/**
 * Saves an article (its author or the admin; anyone else, or an unknown id, gets the one "not
 * found or no right" answer). Saving keeps the chosen status; the first publication
 * sets the date and the author's role, which stay. A never-published article's slug follows its
 * title; once published its address stays. A cover it no longer shows is deleted. An admin
 * editing someone else's article is logged (`content_edited`) in the same transaction.
 */
export const updateArticle = async ({
  db,
  storage,
  editor,
  articleId,
  input,
  now,
  audit = null,
}: {
  db: Db;
  storage: Storage;
  editor: ArticleViewer;
  articleId: string;
  input: ArticleData;
  now: Date;
  /** The admin's audit actor (the router passes it for an admin). */
  audit?: AuditActor | null;
}) => {
  if (!isUuid(articleId)) throw articleNotEditable();
  const columns = formColumns(input);
  const previousCover = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        authorId: article.authorId,
        title: article.title,
        coverFileId: article.coverFileId,
        isFeatured: article.isFeatured,
        publishedAt: article.publishedAt,
        authorRoleAtPublish: article.authorRoleAtPublish,
        authorRole: user.role,
      })
      .from(article)
      .innerJoin(user, eq(user.id, article.authorId))
      .where(eq(article.id, articleId))
      .for('update', { of: article })
      .limit(1);
    if (!current || !canEditArticle(editor, current)) throw articleNotEditable();
    if (input.coverFileId !== current.coverFileId)
      await attachCover(tx, editor.id, input.coverFileId, articleId);
    const publishing = input.status === 'published' && current.publishedAt === null;
    const byAuthor = editor.id === current.authorId;
    const authorRole = byAuthor
      ? articleAuthorRole(editor)
      : articleAuthorRole({ role: current.authorRole, isAdmin: current.authorRole === 'admin' });
    const [updated] = await tx
      .update(article)
      .set({
        ...(current.publishedAt === null && input.title !== current.title
          ? { slug: await freeSlug(tx, input.title, articleId) }
          : {}),
        ...columns,
        isFeatured: editor.isAdmin ? input.isFeatured : current.isFeatured,
        ...(byAuthor ? { authorName: articleAuthorName(editor) } : {}),
        ...(publishing
          ? { publishedAt: now, authorRoleAtPublish: current.authorRoleAtPublish ?? authorRole }
          : {}),
        updatedAt: now,
      })
      .where(eq(article.id, articleId))
      .returning({ id: article.id });
    if (!updated) throw articleNotEditable();
    if (audit && current.authorId !== editor.id) {
      await recordAdminAction(tx, audit, {
        actionType: 'content_edited',
        targetType: 'article',
        targetId: articleId,
        description: `Makale düzenlendi: "${input.title.slice(0, 80)}" (durum: ${input.status})`,
      });
    }
    return current.coverFileId;
  });
  if (previousCover && previousCover !== input.coverFileId)
    await releaseCover(db, storage, previousCover);
  return getArticleById({ db, viewer: editor, articleId });
};

/**
 * Deletes an article with its likes, bookmarks and comments (foreign keys), then its cover. An
 * admin deleting someone else's article is logged (`content_deleted`) with the delete.
 */
export const deleteArticle = async ({
  db,
  storage,
  editor,
  articleId,
  audit = null,
}: {
  db: Db;
  storage: Storage;
  editor: ArticleViewer;
  articleId: string;
  /** The admin's audit actor (the router passes it for an admin). */
  audit?: AuditActor | null;
}) => {
  if (!isUuid(articleId)) throw articleNotEditable();
  const coverFileId = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ authorId: article.authorId, title: article.title })
      .from(article)
      .where(eq(article.id, articleId))
      .for('update')
      .limit(1);
    if (!current || !canEditArticle(editor, current)) throw articleNotEditable();
    if (audit && current.authorId !== editor.id) {
      await recordAdminAction(tx, audit, {
        actionType: 'content_deleted',
        targetType: 'article',
        targetId: articleId,
        description: `Makale silindi: "${current.title.slice(0, 80)}"`,
      });
    }
    const [deleted] = await tx
      .delete(article)
      .where(eq(article.id, articleId))
      .returning({ coverFileId: article.coverFileId });
    if (!deleted) throw new AppError('NOT_FOUND', { messageKey: 'articles:notFoundOrForbidden' });
    return deleted.coverFileId;
  });
  await releaseCover(db, storage, coverFileId);
};
