import Glibc

let bytes = mallinfo2().uordblks  // flagged: outside any guard
