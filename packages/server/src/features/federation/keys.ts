import type { webcrypto } from 'node:crypto';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { Queryable } from '../../platform/database/database';
import { findActorKeys, insertActorKeys } from './actors.repository';

/** An actor's two key pairs: RSA for HTTP Signatures, Ed25519 for Object Integrity Proofs. */
export type ActorKeyPairs = webcrypto.CryptoKeyPair[];

/** The key pairs of a local actor (a person or a public clique), made and stored on first use. */
export async function actorKeyPairs(db: Queryable, ownerId: string): Promise<ActorKeyPairs> {
  let stored = await findActorKeys(db, ownerId);
  if (!stored) {
    const rsa = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const ed = await generateCryptoKeyPair('Ed25519');
    stored = await insertActorKeys(db, ownerId, {
      rsaPrivate: await exportJwk(rsa.privateKey),
      rsaPublic: await exportJwk(rsa.publicKey),
      edPrivate: await exportJwk(ed.privateKey),
      edPublic: await exportJwk(ed.publicKey),
    });
  }
  return [
    {
      privateKey: await importJwk(stored.rsaPrivate, 'private'),
      publicKey: await importJwk(stored.rsaPublic, 'public'),
    },
    { privateKey: await importJwk(stored.edPrivate, 'private'), publicKey: await importJwk(stored.edPublic, 'public') },
  ];
}
