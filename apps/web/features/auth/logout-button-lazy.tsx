'use client';
// Logout for a menu that only signed-in users open: its confirmation dialog loads with it, not on
// every visitor's page.
import dynamic from 'next/dynamic';

export const LogoutButtonLazy = dynamic(() => import('./logout-button').then((m) => m.LogoutButton));
