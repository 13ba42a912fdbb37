export * from './sites';
export * from './accounts';
export * from './profiles';
export * from './chat';
export * from './credits';
export * from './support';
export * from './discovery';
export * from './limits';
