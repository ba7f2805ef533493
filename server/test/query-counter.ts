import type { Db, Queryable } from '../db/db.ts';

/**
 * A Db that counts the statements sent to the database: every query, and BEGIN and COMMIT of
 * each transaction. What a request costs in round trips, which a loaded database makes the cost.
 * `counts` narrows it to the statements whose SQL it accepts (one read among a request's).
 */
export function countingDb(db: Db, counts: (sql: string) => boolean = () => true): { db: Db; statements: () => number; reset: () => void } {
  let statements = 0;
  const count = (sql: string) => {
    if (counts(sql)) statements++;
  };
  const counted = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      count(sql);
      return queryable.query(sql, params);
    },
    exec: (sql) => {
      count(sql);
      return queryable.exec(sql);
    },
  });
  return {
    db: {
      ...db,
      ...counted(db),
      transaction: (work) => {
        count('BEGIN');
        count('COMMIT');
        return db.transaction((tx) => work(counted(tx)));
      },
    },
    statements: () => statements,
    reset: () => void (statements = 0),
  };
}
