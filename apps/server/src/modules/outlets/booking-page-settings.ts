import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZES,
  emptyLocalizedText,
  type BookingPageSettings,
  type BookingPageSettingsView,
  type ImageUpload,
  type LocalizedText,
  type OutletImage,
  uploadedDataProblem,
} from '@host/domain/booking-page-settings';
import type { PolicyTranslations } from '@host/domain/policy-text';
import { DomainError } from '@host/domain/errors';
import { TRANSLATION_LANGUAGES } from '@host/domain/locales';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { OutputInfo } from 'sharp';
import type { Executor } from '../../db/client';
import { outletImages, outlets } from '../../db/tables/outlets';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedEdit } from '../../lib/write-params';
import * as repo from './repository';
import { lockOutletForChange } from './outlet-lock';

/** Where an image is served: by its content hash, so the address changes when the picture does. */
export const IMAGE_PATH = '/media/outlet-images';
export const imageUrlOf = (hash: string) => `${IMAGE_PATH}/${hash}.webp`;

/** An outlet's logo for a guest's page: the image uploaded for its booking page, else the address it was given. */
export const outletLogoUrlOf = (uploadedHash: string | null, givenUrl: string | null) =>
  uploadedHash ? imageUrlOf(uploadedHash) : givenUrl;
/** A picture larger than this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;
/** An upload no save names is removed by a later save after this long (a form still open may yet save it). */
const UNUSED_IMAGE_KEPT_MS = 24 * 3600 * 1000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const localized = (value: Partial<Record<string, string>> | null | undefined): LocalizedText => ({
  ...emptyLocalizedText(),
  ...Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, value?.[l] ?? ''])),
});

/** The stored policy translations with every language present (empty where the outlet wrote none). */
export const policyTranslationsOf = (stored: Partial<PolicyTranslations> | null | undefined) => ({
  reservation: localized(stored?.reservation),
  cancellation: localized(stored?.cancellation),
});

async function imagesOf(db: Executor, outletId: string, ids: Array<string | null>): Promise<Map<string, OutletImage & { kind: string }>> {
  const wanted = ids.filter((id): id is string => !!id);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: outletImages.id,
      kind: outletImages.kind,
      hash: outletImages.hash,
      width: outletImages.width,
      height: outletImages.height,
    })
    .from(outletImages)
    .where(and(eq(outletImages.outletId, outletId), inArray(outletImages.id, wanted)));
  return new Map(rows.map((r) => [r.id, { id: r.id, kind: r.kind, url: imageUrlOf(r.hash), width: r.width, height: r.height }]));
}

const publicImage = (image: (OutletImage & { kind: string }) | undefined): OutletImage | null =>
  image ? { id: image.id, url: image.url, width: image.width, height: image.height } : null;

/** GET /api/v1/outlets/{id}/booking-page */
export async function bookingPageSettings(ctx: AppContext, auth: AuthContext, outletId: string): Promise<BookingPageSettingsView> {
  assertOutletAccess(auth, outletId);
  const found = await repo.outletWithBrand(ctx.db, outletId);
  if (!found) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const o = found.outlet;
  const images = await imagesOf(ctx.db, outletId, [o.logoImageId, o.coverImageId]);
  return {
    welcomeText: localized(o.bookingWelcomeText),
    isEnableSpecificRequest: o.isEnableSpecificRequest,
    isEnableOccasions: o.isEnableOccasions,
    isEnableShowChildren: o.isEnableShowChildren,
    isEnableCustomQuestionField: o.isEnableCustomQuestionField,
    customQuestion: localized(o.customQuestion),
    typeShowTimeslots: o.typeShowTimeslots,
    logo: publicImage(o.logoImageId ? images.get(o.logoImageId) : undefined),
    cover: publicImage(o.coverImageId ? images.get(o.coverImageId) : undefined),
    outletName: o.outletName,
    reservationPolicy: o.reservationPolicy,
    policyTranslations: policyTranslationsOf(o.policyTranslations),
    reservationCancellationPolicy: o.reservationCancellationPolicy,
    version: o.version,
  };
}

/**
 * PUT /api/v1/outlets/{id}/booking-page at the outlet's version. Its images must be uploads of this
 * outlet of the right kind; uploads no save has named for a day are removed.
 */
export async function saveBookingPageSettings(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input: settings }: VersionedEdit<BookingPageSettings>,
): Promise<BookingPageSettingsView> {
  assertOutletAccess(auth, outletId);
  await changeVersioned(ctx, auth, {
    lock: (tx) => lockOutletForChange(tx, outletId),
    version,
    check: async (tx) => {
      const images = await imagesOf(tx, outletId, [settings.logoImageId, settings.coverImageId]);
      for (const [id, kind] of [
        [settings.logoImageId, 'logo'],
        [settings.coverImageId, 'cover'],
      ] as const) {
        if (id && images.get(id)?.kind !== kind) throw new DomainError('BUSINESS_RULE', 'imageNotFound');
      }
    },
    write: async (tx, current) => {
      const saved = await repo.updateOutlet(tx, outletId, {
        bookingWelcomeText: settings.welcomeText,
        customQuestion: settings.customQuestion,
        isEnableSpecificRequest: settings.isEnableSpecificRequest,
        isEnableOccasions: settings.isEnableOccasions,
        isEnableShowChildren: settings.isEnableShowChildren,
        isEnableCustomQuestionField: settings.isEnableCustomQuestionField,
        typeShowTimeslots: settings.typeShowTimeslots,
        logoImageId: settings.logoImageId,
        coverImageId: settings.coverImageId,
        version: current.version + 1,
        updatedAt: ctx.clock.now(),
      });
      const kept = [settings.logoImageId, settings.coverImageId].filter((id): id is string => !!id);
      await tx
        .delete(outletImages)
        .where(
          and(
            eq(outletImages.outletId, outletId),
            lt(outletImages.createdAt, new Date(ctx.clock.now().getTime() - UNUSED_IMAGE_KEPT_MS)),
            kept.length ? notInArray(outletImages.id, kept) : sql`true`,
          ),
        );
      return saved;
    },
    publish: { kind: 'schedule.changed', ids: () => [] },
  });
  return bookingPageSettings(ctx, auth, outletId);
}

/**
 * POST /api/v1/outlets/{id}/booking-page/images: the file is read for what it is (not what it says
 * it is), resized to its kind's size (packages/domain IMAGE_SIZES) and stored as WebP without its
 * metadata (no camera location leaks to diners). It shows on the page once a save names it.
 */
export async function uploadImage(ctx: AppContext, auth: AuthContext, outletId: string, upload: ImageUpload): Promise<OutletImage> {
  assertOutletAccess(auth, outletId);
  const tooLarge = uploadedDataProblem(upload.data);
  if (tooLarge) throw new DomainError('BUSINESS_RULE', tooLarge);
  const input = Buffer.from(upload.data, 'base64');
  if (input.length > IMAGE_MAX_BYTES) throw new DomainError('BUSINESS_RULE', 'imageTooLarge');
  const size = IMAGE_SIZES[upload.kind];
  // Loaded with the first upload, not at every start (issue 16); outside the try: a missing library
  // is the server's fault, not a picture that is not valid.
  const { default: sharp } = await import('sharp');
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new DomainError('BUSINESS_RULE', 'imageNotValid');
    output = await image
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.log.warn({ err: error, outletId }, 'an uploaded image could not be read');
    throw new DomainError('BUSINESS_RULE', 'imageNotValid');
  }
  const hash = createHash('sha256').update(output.data).digest('hex');
  const [outlet] = await ctx.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  // The same picture again is the same row, made new: the sweep of uploads no save named counts from now.
  const [row] = await ctx.db
    .insert(outletImages)
    .values({
      outletId,
      kind: upload.kind,
      hash,
      contentType: 'image/webp',
      width: output.info.width,
      height: output.info.height,
      bytes: output.data,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoUpdate({ target: [outletImages.hash, outletImages.outletId], set: { createdAt: ctx.clock.now() } })
    .returning({ id: outletImages.id });
  return { id: row!.id, url: imageUrlOf(hash), width: output.info.width, height: output.info.height };
}

/** GET /media/outlet-images/{hash}.webp: the bytes, or undefined when no outlet has it. */
export async function imageBytes(ctx: AppContext, hash: string) {
  const [row] = await ctx.db
    .select({ bytes: outletImages.bytes, contentType: outletImages.contentType })
    .from(outletImages)
    .where(eq(outletImages.hash, hash))
    .limit(1);
  return row;
}
