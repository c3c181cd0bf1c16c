from solvers.newton import newton_sqrt
from solvers.bisect import bisect_root
