import Glibc

let peak = mallinfo2().uordblks
