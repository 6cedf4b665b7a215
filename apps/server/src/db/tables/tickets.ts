import { boolean, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';
import { brands } from './outlets';

// The tables the tickets module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

export const tickets = pgTable('tickets', {
  id: id(),
  brandId: uuid()
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text(),
  color: text().notNull(),
  image: text(),
  typePayment: smallint().notNull(),
  /** minor units of the brand's currency */
  price: integer().notNull().default(0),
  typePrice: smallint().notNull(),
  usualPrice: integer(),
  order: integer().notNull().default(0),
  collectDeposit: boolean().notNull().default(false),
  maxNumber: integer(),
  refundWindow: integer(),
  refundWindowUnit: text(),
  editWindow: integer(),
  isActive: boolean().notNull().default(true),
  isEnableSelfEdit: boolean().notNull().default(false),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
