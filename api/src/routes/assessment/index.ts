import type { FastifyInstance } from 'fastify';
import customQuestionRoutes from './assessment.customItems';
import lawsRoutes from '../lawsRegulations/lawsRegulations.routes';
import progressRoutes from '../progress/progress.routes';
import questionRoutes from './assessment.routes';

/** The assessment: the NQS, questions and answers, custom items, progress, laws. */
export default async function assessmentRoutes(app: FastifyInstance) {
  await app.register(progressRoutes);
  await app.register(questionRoutes);
  await app.register(customQuestionRoutes);
  await app.register(lawsRoutes);
}
