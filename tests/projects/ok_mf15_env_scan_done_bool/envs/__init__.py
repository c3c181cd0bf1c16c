from envs.pendulum import Pendulum, PendulumState
