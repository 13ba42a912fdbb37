// zod/mini: the delete-account form validates with deleteAccountSchema in the browser (issue 10).
import * as z from 'zod/mini';

// The delete-account flow (settings → delete account → /account-deleted → mailed undo link).

/** POST /api/account-delete.php: the password confirms it is the member. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().check(z.minLength(1, { message: 'required' }), z.maxLength(1024)),
  /** The member saw the offer to stay and deletes anyway. */
  decline_offer: z.optional(z.boolean()),
});

/** POST /api/account-restore.php: the token of the mailed link. */
export const restoreAccountSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** POST /api/delete-discount.php: accepting the offer to stay; takes no fields. */
export const acceptDeleteDiscountSchema = z.strictObject({});

/** A personal discount code from the offer to stay (the credits checkout honours it). */
export type StayDiscount = {
  code: string;
  /** Percentage as the spec writes discount codes: "25.0". */
  value_percentage: string;
  expires: string;
};

/**
 * POST /api/account-delete.php: deleted, or (while the offer to stay is open and not declined)
 * nothing deleted yet and the offer, which the confirmed attempt has unlocked.
 */
export type DeleteAccountResult = { deleted: true } | { deleted: false; offer: DeleteOffer };

/** GET /api/delete-discount.php: what the delete page offers. */
export type DeleteOffer = {
  /** The site's delete_discount; 0: no offer. */
  percentage: number;
  /** The member's code from an earlier acceptance, while it can still be used. */
  code: StayDiscount | null;
  /** Whether accepting now creates a code (not when one was accepted before, used or not). */
  available: boolean;
};
