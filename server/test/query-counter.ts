import type { Db, Queryable } from '../db/db.ts';

/**
 * A Db that counts the statements sent to the database: every query, and BEGIN and COMMIT of
 * each transaction. What a request costs in round trips, which a loaded database makes the cost.
 */
export function countingDb(db: Db): { db: Db; statements: () => number; reset: () => void } {
  let statements = 0;
  const counted = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      statements++;
      return queryable.query(sql, params);
    },
    exec: (sql) => {
      statements++;
      return queryable.exec(sql);
    },
  });
  return {
    db: {
      ...db,
      ...counted(db),
      transaction: (work) => {
        statements += 2;
        return db.transaction((tx) => work(counted(tx)));
      },
    },
    statements: () => statements,
    reset: () => void (statements = 0),
  };
}
