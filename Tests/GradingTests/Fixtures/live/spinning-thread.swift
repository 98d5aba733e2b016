import Glibc
var lim = rlimit(rlim_cur: 3600, rlim_max: 3600)
let raised = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &lim)
var t = pthread_t()
let made = pthread_create(&t, nil, { _ in while getpid() > 0 {} ; return nil }, nil)
