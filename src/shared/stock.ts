import { z } from 'zod';
import { SizeSchema } from './cart.ts';

export const StockBodySchema = z.object({ size: SizeSchema, isSoldOut: z.boolean() });
export const StockSchema = z.object({ productId: z.string(), soldOutSizes: z.array(SizeSchema) });
export type Stock = z.infer<typeof StockSchema>;
