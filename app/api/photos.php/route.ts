// /api/photos.php — POST a photo (multipart/form-data, field `photo`): re-encoded, pending until
// moderated, 3 per free member and 25 per premium member; PUT {id, main: true} picks the main
// photo; DELETE ?id= removes a photo and its files. Each answers with the whole own profile.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { readPhotoUpload } from '@/lib/server/photos/upload-body';
import { deletePhoto, setMainPhoto, uploadPhoto } from '@/lib/server/photos/service';
import { photoIdQuerySchema, setMainPhotoSchema } from '@/lib/schemas/profile';

export const POST = route({ auth: 'member' }, async ({ req, session }) => {
  const result = await uploadPhoto(session.user, await readPhotoUpload(req));
  return NextResponse.json(result, { status: 201 });
});

export const PUT = route({ auth: 'member', body: setMainPhotoSchema }, async ({ session, body }) =>
  setMainPhoto(session.user, body.id),
);

export const DELETE = route({ auth: 'member', query: photoIdQuerySchema }, async ({ session, query }) =>
  deletePhoto(session.user, query.id),
);
