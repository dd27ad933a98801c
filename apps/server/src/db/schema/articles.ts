import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { file } from './files.ts';

/**
 * An expert article. `content` is HTML sanitized by the
 * server when saved; `excerpt` its first words as text, for the cards. The author's name is kept
 * as it was at the last save (name, else e-mail), the role when first published. Likes
 * and comments are counted here by the service in the same transaction as the like or comment,
 * so a list never counts per request. Written by `features/articles` only.
 */
export const article = pgTable(
  'article',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    slug: text('slug').notNull().unique('article_slug_key'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** `ARTICLE_CATEGORIES`. */
    category: text('category').notNull().default('general_care'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** draft or published. */
    status: text('status').notNull().default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    coverFileId: uuid('cover_file_id').references(() => file.id, { onDelete: 'set null' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorName: text('author_name'),
    /** admin, veterinarian or trainer: set when first published, then kept. */
    authorRoleAtPublish: text('author_role_at_publish'),
    /** When first published; kept if it goes back to draft and out again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list: published, featured first, newest first, ties by the time-ordered id; with and
    // without a category, each straight from its index.
    index('article_published_idx')
      .on(
        table.isFeatured.desc().nullsFirst(),
        table.publishedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.status} = 'published'`),
    index('article_published_category_idx')
      .on(
        table.category,
        table.isFeatured.desc().nullsFirst(),
        table.publishedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.status} = 'published'`),
    // An author's own (drafts and published), last edited first; the admin's drafts list.
    index('article_author_idx').on(
      table.authorId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('article_draft_idx')
      .on(table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'draft'`),
    index('article_cover_file_idx').on(table.coverFileId),
    check('article_status_check', sql`${table.status} in ('draft', 'published')`),
    check(
      'article_published_at_check',
      sql`${table.status} <> 'published' or ${table.publishedAt} is not null`,
    ),
    check('article_counts_check', sql`${table.likesCount} >= 0 and ${table.commentsCount} >= 0`),
  ],
);

/** One user's like of an article: at most one each (the key). */
export const articleLike = pgTable(
  'article_like',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'article_like_pkey', columns: [table.articleId, table.userId] }),
    index('article_like_user_idx').on(table.userId),
  ],
);

/** One user's bookmark of an article; their "saved" list reads newest first from the index. */
export const articleBookmark = pgTable(
  'article_bookmark',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'article_bookmark_pkey', columns: [table.articleId, table.userId] }),
    index('article_bookmark_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.articleId.desc().nullsFirst(),
    ),
  ],
);

/** A comment under an article: plain text, shown as text; oldest first. */
export const articleComment = pgTable(
  'article_comment',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    articleId: uuid('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('article_comment_article_idx').on(table.articleId, table.createdAt, table.id),
    index('article_comment_author_idx').on(table.authorId),
  ],
);
