from .egreedy import EpsilonGreedy
