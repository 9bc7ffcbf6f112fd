// The blog's request and response schemas (TypeBox); BlogAuthor and BlogPost are components of
// the mgmt OpenAPI document.
import Type from 'typebox';
import { ref } from '../../plugins/schemas.js';

export const BlogAuthor = Type.Object({ id: Type.String(), userName: Type.String(), name: Type.String(), surname: Type.String() }, { $id: 'BlogAuthor' });
export const BlogPost = Type.Object(
  {
    id: Type.String(),
    blogId: Type.String(),
    title: Type.String(),
    slug: Type.String(),
    shortDescription: Type.String(),
    content: Type.String({ description: 'Sanitised HTML' }),
    coverImageMediaId: Type.Union([Type.String(), Type.Null()]),
    tags: Type.Array(Type.String()),
    author: ref('BlogAuthor'),
    creationTime: Type.String({ format: 'date-time' }),
    lastModificationTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Shown to readers from this time on; null: not published' }),
  },
  { $id: 'BlogPost' },
);

export const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$' });
export const Paging = {
  SkipCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  MaxResultCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10 })),
  Sorting: Type.Optional(Type.String({ maxLength: 100 })),
};

export const BlogParams = Type.Object({ blogSlug: Slug });
export const PostsQuery = Type.Object({ AuthorId: Type.Optional(Type.String({ maxLength: 64 })), TagId: Type.Optional(Type.String({ maxLength: 64 })), ...Paging });
export const PostParams = Type.Object({ blogSlug: Slug, blogPostSlug: Slug });
export const AuthorsQuery = Type.Object({ Filter: Type.Optional(Type.String({ maxLength: 100 })), ...Paging });
export const AuthorParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const MediaParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });
/** A medium is served as the file itself. */
export const MediaFile = Type.String({ description: 'image/webp (uploaded) or image/svg+xml (drawn)' });

/** A post's state in the back office: not published, waiting for its time, or shown. */
export const PostStateValues = ['draft', 'scheduled', 'published'] as const;
export const AdminPostsQuery = Type.Object({
  Filter: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title or slug' })),
  State: Type.Optional(Type.Union(PostStateValues.map((s) => Type.Literal(s)))),
  SkipCount: Paging.SkipCount,
  MaxResultCount: Paging.MaxResultCount,
});
export const AdminPostParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) });
export const BlogPostInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    slug: Slug,
    shortDescription: Type.String({ maxLength: 500 }),
    content: Type.String({ minLength: 1, maxLength: 200_000, description: 'HTML; what the sanitiser does not keep is dropped on saving' }),
    coverImageMediaId: Type.Union([Type.String({ pattern: '^[a-z0-9-]{1,64}$' }), Type.Null()]),
    tags: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), { maxItems: 10 })),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Literal('now'), Type.Null()], {
      description: "Shown to readers from this time on; 'now': from the server's now (a post published already keeps its time); null: not published",
    }),
  },
  { additionalProperties: false },
);
export const UploadedMedium = Type.Object({ id: Type.String(), width: Type.Integer(), height: Type.Integer() }, { $id: 'UploadedMedium' });
