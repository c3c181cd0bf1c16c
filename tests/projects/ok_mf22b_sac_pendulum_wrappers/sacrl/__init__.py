"""A small SAC library: environments with wrappers, replay, agents, a training loop."""
