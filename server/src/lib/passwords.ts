import bcrypt from 'bcrypt';

export interface Passwords {
  hash(plain: string): Promise<string>;
  verify(plain: string, hash: string | null): Promise<boolean>;
}

export function createPasswords(cost: number): Passwords {
  // Compared against when an account has no hash, so the answer takes the same time either way.
  const dummy = bcrypt.hashSync('not-a-real-password', cost);
  return {
    hash: (plain) => bcrypt.hash(plain, cost),
    async verify(plain, hash) {
      const ok = await bcrypt.compare(plain, hash ?? dummy);
      return ok && hash !== null;
    },
  };
}
