import { Outlet } from 'react-router'

export default function AdminLayout() {
	return <Outlet />
}
