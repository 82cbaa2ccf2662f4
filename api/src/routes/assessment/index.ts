import type { FastifyInstance } from 'fastify';
import customQuestionRoutes from './customQuestionRoutes';
import lawsRoutes from './lawsRoutes';
import progressRoutes from './progressRoutes';
import questionRoutes from './questionRoutes';

/** The assessment: the NQS, questions and answers, custom items, progress, laws. */
export default async function assessmentRoutes(app: FastifyInstance) {
  await app.register(progressRoutes);
  await app.register(questionRoutes);
  await app.register(customQuestionRoutes);
  await app.register(lawsRoutes);
}
