// An input that raises its CPU limit to the session's ceiling, ignores SIGXCPU and loops.
import Glibc
var ceiling = rlimit(rlim_cur: 3600, rlim_max: 3600)
setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &ceiling)
signal(SIGXCPU, SIG_IGN)
func spin() { while getpid() > 0 {} }  // no value to show: nothing to print
spin()
