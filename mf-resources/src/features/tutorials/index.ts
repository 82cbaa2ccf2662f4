export { Tutorials } from './components/Tutorials';
