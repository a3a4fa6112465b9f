import { defineProject, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** The same server suite against the PostgreSQL server named by TEST_DATABASE_URL. */
export default mergeConfig(base, defineProject({ test: { name: 'server (postgres)', env: { TEST_DB: 'postgres' } } }));
