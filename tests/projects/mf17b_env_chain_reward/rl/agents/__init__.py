from .greedy import EpsilonGreedy
