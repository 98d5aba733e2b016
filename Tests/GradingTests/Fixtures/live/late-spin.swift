// An input that returns at once with nothing running, and work that wakes up after it (late
// enough that a busy machine has ended the input and looked at its threads first): the
// CPU limit raised to the session's ceiling and SIGXCPU ignored, so only the tutor can end it.
import Dispatch
import Glibc
var ceiling = rlimit(rlim_cur: 3600, rlim_max: 3600)
setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &ceiling)
signal(SIGXCPU, SIG_IGN)
func spin() { while getpid() > 0 {} }  // no value to show: nothing to print
DispatchQueue.global().asyncAfter(deadline: .now() + 3) { spin() }
