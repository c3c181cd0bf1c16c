from agent.dqn import DQNAgent
