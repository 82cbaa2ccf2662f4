// The shell's entry. Module Federation starts asynchronously (experiments.asyncStartup), so the
// shared singletons are negotiated before any of this code runs.
import './bootstrap';
